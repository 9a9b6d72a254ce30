// The accounts' tables (docs/product.md §10.2, §10.10, §10.11), as Kysely sees them; db/tables.ts
// adds them to the rest. Times come back as db/columns.ts says (ISO text or a Date).

import type { Generated, ColumnType } from 'kysely';
import type { Role } from '../../contract/values/constants';
import type { Defaulted, NullableTimestamp, Timestamp } from '../db/columns';
import type { LinkPurpose } from '../db/types';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  email_normalized: string;
  password_hash: string;
  name: string;
  phone: Defaulted<string>;
  address: Defaulted<string>;
  completed_courses: Defaulted<number>;
  enrolled_courses: Defaulted<number>;
  completed_internships: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  token_version: Defaulted<number>;
  role: Defaulted<Role>;
  email_verified_at: NullableTimestamp;
  password_expires_at: NullableTimestamp;
  /** Set when its owner deleted the account: the row stays empty, keeping its id (member-data.ts). */
  deleted_at: NullableTimestamp;
}

interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
  purpose: Defaulted<LinkPurpose>;
}

interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  ended_at: NullableTimestamp;
}

interface SecondFactorsTable {
  user_id: number;
  /** The TOTP secret, sealed (server/accounts/second-factor.ts). */
  secret: string;
  /** Null while pending (set up, not yet confirmed with a code). */
  enabled_at: NullableTimestamp;
  /** The last TOTP time step accepted: a code of that step or an older one is refused. */
  last_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface AccountTables {
  users: UsersTable;
  password_resets: PasswordResetsTable;
  sessions: SessionsTable;
  second_factors: SecondFactorsTable;
  recovery_codes: RecoveryCodesTable;
}

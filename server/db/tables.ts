// The one database type as Kysely sees it: every domain's tables (its tables.ts) and the two
// declared here, which belong to no domain: the audit log every staff change writes (rows.ts)
// and the request counters the rate limits share (security/). Columns come back as columns.ts
// says; the repositories turn rows into the shapes of types.ts and staff-types.ts.

import type { Generated } from 'kysely';
import type { AccountTables } from '../accounts/tables';
import type { AnalyticsTables } from '../analytics/tables';
import type { ArticleTables } from '../content/articles/tables';
import type { ContentTables } from '../content/tables';
import type { MemberTables } from '../courses/tables';
import type { ApplicationTables } from '../hiring/tables';
import type { LeadTables } from '../leads/tables';
import type { MailTables } from '../mail/tables';
import type { MediaTables } from '../media/tables';
import type { NewsletterTables } from '../newsletter/tables';
import type { Timestamp } from './columns';

interface RateCountersTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_id: number | null;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: number | null;
  before_json: string | null;
  after_json: string | null;
}

export interface Tables
  extends
    AccountTables,
    LeadTables,
    MailTables,
    ContentTables,
    MediaTables,
    ApplicationTables,
    MemberTables,
    AnalyticsTables,
    NewsletterTables,
    ArticleTables {
  rate_counters: RateCountersTable;
  audit_log: AuditLogTable;
}

// The settings of sessions and the staff second factor (README's settings table; config.ts
// gathers them as `config.sessions`):
//
// | Variable             | Default | Meaning |
// | -------------------- | ------- | ------- |
// | `STAFF_IDLE_MINUTES` | `30`    | A staff account's session ends after this many minutes without a request (1 to 1440). |
// | `STAFF_REQUIRE_2FA`  | `false` | `true`: back-office routes answer 403 until the staff account has set up its second factor. |

import { type Env, readBoolean, readInteger } from '../config/env';

export interface SessionSettings {
  /** A staff session idle longer than this ends (401). */
  staffIdleMs: number;
  /** Back-office routes need an enrolled second factor. */
  staffRequireSecondFactor: boolean;
}

export const readSessionSettings = (env: Env): SessionSettings => ({
  staffIdleMs: readInteger(env, 'STAFF_IDLE_MINUTES', 30, 1, 1440) * 60_000,
  staffRequireSecondFactor: readBoolean(env, 'STAFF_REQUIRE_2FA', false),
});

// Email settings, read from the environment by config.ts (the README lists them):
//
// | Variable                  | Default                          | Meaning |
// | ------------------------- | -------------------------------- | ------- |
// | `SMTP_URL`                | unset                            | `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465`; unset: emails are written to `DATA_DIR/outbox/*.eml`. |
// | `MAIL_FROM`               | `Kestrel Software <support@...>` | The From header (the company's name and support address). |
// | `CONTACT_INBOX`           | the support address              | Where contact form notifications go. |
// | `PUBLIC_URL`              | `http://localhost:PORT`          | The site's address, for links in emails (the password reset link). |
// | `OUTBOX_POLL_MS`          | `5000`                           | How often the worker looks for emails to send (it also wakes when one is queued). |
// | `OUTBOX_RETRY_BASE_MS`    | `30000`                          | Wait after a first failed attempt; doubled after each further one. |
// | `OUTBOX_RETRY_MAX_MS`     | `3600000`                        | The longest wait between two attempts. |
// | `OUTBOX_MAX_ATTEMPTS`     | `8`                              | Attempts before an email is marked failed (and logged). |
// | `OUTBOX_LEASE_MS`         | `120000`                         | How long a worker holds the emails it claimed; after a crash they are sent again once it ends. Keep it above the SMTP timeouts (50 s). |

import path from 'node:path';
import { company } from '../../contract/company';
import { ConfigError, type Env, readInteger, readString } from '../config-env';

export interface OutboxSettings {
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  /** How long a claimed email is reserved for the worker that claimed it. */
  leaseMs: number;
  /** Emails claimed at a time. */
  batchSize: number;
}

export interface MailSettings {
  /** Never log it: it may hold a password. */
  smtpUrl?: string;
  from: string;
  contactInbox: string;
  /** Without a trailing slash. */
  publicUrl: string;
  /** Where emails are written as .eml files when there is no SMTP_URL: DATA_DIR/outbox. */
  outboxDir: string;
  outbox: OutboxSettings;
}

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/;

function readUrl(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = readString(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a URL.`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(
      `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}.`,
    );
  }
  return raw;
}

export function readMailSettings(env: Env, dataDir: string, port: number): MailSettings {
  const contactInbox = readString(env, 'CONTACT_INBOX') ?? company.supportEmail;
  if (!ADDRESS.test(contactInbox)) {
    throw new ConfigError('CONTACT_INBOX must be one email address, like support@example.com.');
  }
  const from = readString(env, 'MAIL_FROM') ?? `${company.name} <${company.supportEmail}>`;
  if (!/@/.test(from) || /[\r\n]/.test(from)) {
    throw new ConfigError('MAIL_FROM must be an address, like "Kestrel <no-reply@example.com>".');
  }
  const publicUrl = readUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  return {
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    from,
    contactInbox,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    outboxDir: path.join(dataDir, 'outbox'),
    outbox: {
      pollMs: readInteger(env, 'OUTBOX_POLL_MS', 5000, 10, 3_600_000),
      retryBaseMs: readInteger(env, 'OUTBOX_RETRY_BASE_MS', 30_000, 1, 86_400_000),
      retryMaxMs: readInteger(env, 'OUTBOX_RETRY_MAX_MS', 3_600_000, 1, 7 * 86_400_000),
      maxAttempts: readInteger(env, 'OUTBOX_MAX_ATTEMPTS', 8, 1, 100),
      leaseMs: readInteger(env, 'OUTBOX_LEASE_MS', 120_000, 1000, 3_600_000),
      batchSize: 20,
    },
  };
}

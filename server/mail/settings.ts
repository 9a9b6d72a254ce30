// Email settings, read from the environment by config.ts (the README lists them):
//
// | Variable                  | Default                          | Meaning |
// | ------------------------- | -------------------------------- | ------- |
// | `SMTP_URL`                | unset                            | `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465`; unset: emails are written to `DATA_DIR/outbox/*.eml`. |
// | `SMTP_REQUIRE_TLS`        | on, off for a loopback host      | `true`: never send in clear: `smtps://` (TLS from the start) or STARTTLS required on `smtp://` (a server that does not offer it is refused). `false`: STARTTLS only when offered. |
// | `MAIL_FROM`               | `Kestrel Software <support@...>` | The From header (the company's name and support address). |
// | `CONTACT_INBOX`           | the support address              | Where contact form notifications go. |
// | `HIRING_INBOX`            | `CONTACT_INBOX`                  | Where the notices of new job applications go (never the CV: a link to the back office). |
// | `HIRING_NOTIFY`           | `each`                           | `each`: an email per application, queued with it; `daily`: one digest a day (from 07:00 UTC) of the day before's. |
// | `PUBLIC_URL`              | `http://localhost:PORT`          | The site's public address, its one source: links in emails, canonical links, the sitemap, the feed, structured data (the company's facts answer it: content/site-address.ts). Unset in production: a warning at start. |
// | `OUTBOX_POLL_MS`          | `5000`                           | How often the worker looks for emails to send (it also wakes when one is queued). |
// | `OUTBOX_RETRY_BASE_MS`    | `30000`                          | Wait after a first failed attempt; doubled after each further one. |
// | `OUTBOX_RETRY_MAX_MS`     | `3600000`                        | The longest wait between two attempts. |
// | `OUTBOX_MAX_ATTEMPTS`     | `8`                              | Attempts before an email is marked failed (and logged). |
// | `OUTBOX_LEASE_MS`         | `120000`                         | How long a worker holds the emails it claimed; after a crash they are sent again once it ends. Keep it above the SMTP timeouts (50 s). |
// | `NEWSLETTER_RATE_PER_MINUTE` | `600`                         | How many newsletter emails every instance together queues a minute (the budget is kept in the database). Set it to what the SMTP provider allows. |
// | `NEWSLETTER_ROUND_MS`     | `1000`                           | How often each instance queues the next newsletter emails the rate allows. |

import path from 'node:path';
import { company } from '../../contract/values/company';
import { ConfigError, type Env, readInteger, readString } from '../config/env';

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

/** How fast a newsletter campaign's emails are queued, by every instance together. */
interface BulkSettings {
  ratePerMinute: number;
  /** Each instance's round: how often it claims what the rate allows. */
  roundMs: number;
}

export interface MailSettings {
  /** Never log it: it may hold a password. */
  smtpUrl?: string;
  /** Refuse to send in clear: TLS from the start (smtps:) or STARTTLS required (smtp:). */
  smtpRequireTls: boolean;
  from: string;
  contactInbox: string;
  /** Where the notices of new job applications go (HIRING_INBOX; CONTACT_INBOX by default). */
  hiringInbox: string;
  /** An email per application (`each`), or a daily digest of them (`daily`). */
  hiringNotify: HiringNotify;
  /** Without a trailing slash. */
  publicUrl: string;
  /** Where emails are written as .eml files when there is no SMTP_URL: DATA_DIR/outbox. */
  outboxDir: string;
  outbox: OutboxSettings;
  bulk: BulkSettings;
}

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/;

/** How the hiring inbox hears of job applications (HIRING_NOTIFY). */
const HIRING_NOTIFY = ['each', 'daily'] as const;
type HiringNotify = (typeof HIRING_NOTIFY)[number];

/** One email address from `name`, or `fallback`. */
function readAddress(env: Env, name: string, fallback: string): string {
  const address = readString(env, name) ?? fallback;
  if (!ADDRESS.test(address)) {
    throw new ConfigError(`${name} must be one email address, like support@example.com.`);
  }
  return address;
}

function readHiringNotify(env: Env): HiringNotify {
  const raw = readString(env, 'HIRING_NOTIFY')?.toLowerCase() ?? 'each';
  if (!HIRING_NOTIFY.includes(raw as HiringNotify)) {
    throw new ConfigError(`HIRING_NOTIFY must be each or daily, got "${raw}".`);
  }
  return raw as HiringNotify;
}

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

/** 127.0.0.0/8, ::1 and localhost: a mail server on this machine, where clear text stays local. */
function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)
  );
}

/** nodemailer reads options from SMTP_URL's query; these would let it fall back to clear text. */
const CLEAR_TEXT_OPTIONS: Record<string, string> = {
  requiretls: 'false',
  ignoretls: 'true',
  opportunistictls: 'true',
};

/**
 * SMTP_REQUIRE_TLS: on unless set to false, or unset with a loopback SMTP host. When on, an
 * SMTP_URL that asks nodemailer for clear text is refused.
 */
function readRequireTls(env: Env, smtpUrl: string | undefined): boolean {
  const raw = readString(env, 'SMTP_REQUIRE_TLS')?.toLowerCase();
  if (raw !== undefined && raw !== 'true' && raw !== 'false') {
    throw new ConfigError(`SMTP_REQUIRE_TLS must be true or false, got "${raw}".`);
  }
  if (smtpUrl === undefined) return raw !== 'false';
  const url = new URL(smtpUrl);
  const required = raw === undefined ? !isLoopbackHost(url.hostname) : raw === 'true';
  if (required) {
    for (const [name, value] of url.searchParams) {
      if (CLEAR_TEXT_OPTIONS[name.toLowerCase()] === value.toLowerCase()) {
        throw new ConfigError(
          `SMTP_URL asks for ${name}=${value}, which may send emails in clear text, while ` +
            'SMTP_REQUIRE_TLS is on. Remove it, or set SMTP_REQUIRE_TLS=false to allow clear text.',
        );
      }
    }
  }
  return required;
}

export function readMailSettings(env: Env, dataDir: string, port: number): MailSettings {
  const contactInbox = readAddress(env, 'CONTACT_INBOX', company.supportEmail);
  const from = readString(env, 'MAIL_FROM') ?? `${company.name} <${company.supportEmail}>`;
  if (!/@/.test(from) || /[\r\n]/.test(from)) {
    throw new ConfigError('MAIL_FROM must be an address, like "Kestrel <no-reply@example.com>".');
  }
  const publicUrl = readUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const smtpUrl = readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  return {
    smtpUrl,
    smtpRequireTls: readRequireTls(env, smtpUrl),
    from,
    contactInbox,
    hiringInbox: readAddress(env, 'HIRING_INBOX', contactInbox),
    hiringNotify: readHiringNotify(env),
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
    bulk: {
      ratePerMinute: readInteger(env, 'NEWSLETTER_RATE_PER_MINUTE', 600, 1, 1_000_000),
      roundMs: readInteger(env, 'NEWSLETTER_ROUND_MS', 1000, 10, 60_000),
    },
  };
}

/** What the start-up log warns of in these settings. */
export function mailWarnings(env: Env, mail: MailSettings): string[] {
  const warnings: string[] = [];
  if (readString(env, 'NODE_ENV') === 'production' && readString(env, 'PUBLIC_URL') === undefined) {
    warnings.push(
      `PUBLIC_URL is not set: links in emails, canonical links, the sitemap, the feed and ` +
        `structured data name ${mail.publicUrl}. Set it to the site’s public address ` +
        '(https://www.example.com).',
    );
  }
  if (mail.smtpUrl && !mail.smtpRequireTls && !isLoopbackHost(new URL(mail.smtpUrl).hostname)) {
    warnings.push('SMTP_REQUIRE_TLS=false: emails may be sent to the SMTP server in clear text.');
  }
  return warnings;
}

// Where emails go: the SMTP server of SMTP_URL (nodemailer; TLS from the start with smtps://,
// STARTTLS required with smtp:// unless SMTP_REQUIRE_TLS is off: then only when the server offers
// it; one pooled connection kept open between emails, so that a campaign's thousands do not each
// open one), or, with no SMTP_URL, `.eml` files in DATA_DIR/outbox that
// any mail program opens. A file is named after its outbox row, and written whole (a temporary
// file renamed into place), so sending a row again after a crash rewrites the same file.

import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { MailMessage } from './seal';
import type { MailSettings } from './settings';

export interface MailTransport {
  /** Resolves once the message is accepted; returns where it went, for the log. */
  send(ref: { id: number; kind: string }, message: MailMessage): Promise<string>;
  close(): void;
}

type TransportOptions = Parameters<typeof import('nodemailer').createTransport>[0];

/**
 * nodemailer's transporter for `options`, made when the first email is sent: nodemailer is 0.7 MB
 * of modules that a process which sends no email (most test servers, a CLI command) never loads.
 */
function lazyTransporter(options: TransportOptions): {
  get(): Promise<Transporter>;
  close(): void;
} {
  let made: Promise<Transporter> | undefined;
  return {
    get: () =>
      (made ??= import('nodemailer').then(({ createTransport }) => createTransport(options))),
    close() {
      void made?.then((transporter) => transporter.close());
    },
  };
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * `requireTls`: nodemailer's requireTLS on smtp:// (it sends STARTTLS whether or not the server
 * offers it, and gives up, before any login or message, when the upgrade fails); smtps:// is TLS
 * from the first byte. settings.ts has refused an SMTP_URL whose query asks for clear text.
 */
function createSmtpTransport(url: string, requireTls = true): MailTransport {
  const transporter = lazyTransporter({
    url,
    pool: true,
    maxConnections: 1,
    maxMessages: 500,
    ...SMTP_TIMEOUTS,
    ...(requireTls ? { requireTLS: true, ignoreTLS: false, opportunisticTLS: false } : {}),
  });
  return {
    async send(_ref, message) {
      const info = await (await transporter.get()).sendMail(message);
      return `SMTP ${String(info.messageId)}`;
    },
    close() {
      transporter.close();
    },
  };
}

function createFolderTransport(dir: string): MailTransport {
  const transporter = lazyTransporter({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send({ id, kind }, message) {
      const info = await (await transporter.get()).sendMail(message);
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${String(id).padStart(6, '0')}-${kind}.eml`);
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, info.message as Buffer, { mode: 0o600 });
      await fs.rename(temporary, file);
      return file;
    },
    close() {
      transporter.close();
    },
  };
}

export const createMailTransport = (settings: MailSettings): MailTransport =>
  settings.smtpUrl === undefined
    ? createFolderTransport(settings.outboxDir)
    : createSmtpTransport(settings.smtpUrl, settings.smtpRequireTls);

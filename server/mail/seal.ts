// The outbox keeps each email's message sealed (AES-256-GCM, with a key derived from the JWT
// secret by HKDF): a copy of the database alone does not reveal a password reset link (the token
// itself is stored only as a hash) nor the bodies of contact messages. Every instance shares the
// JWT secret, so any of them can open what another sealed. The body is erased once sent.

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What a queued email becomes once opened: ready for nodemailer. */
export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** The Message-ID, when the email's own: the same message sent again keeps it. */
  messageId?: string;
}

export interface Sealer {
  seal(message: MailMessage): string;
  /** Throws when the payload was sealed with another key or altered. */
  open(payload: string): MailMessage;
}

const VERSION = 'v1';

/** Seals and opens text with AES-256-GCM under a key HKDF derives from `secret`, `salt`, `info`. */
export interface TextBox {
  seal(text: string): string;
  /** Throws when the text was sealed with another key or altered. */
  open(sealed: string): string;
}

export function createTextBox(secret: Uint8Array, salt: string, info: string): TextBox {
  const key = Buffer.from(hkdfSync('sha256', secret, salt, info, 32));
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
      return `${VERSION}:${sealed}`;
    },
    open(payload) {
      const [version, data = ''] = payload.split(':', 2);
      if (version !== VERSION) throw new Error('unknown payload format');
      const bytes = Buffer.from(data, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export function createSealer(secret: Uint8Array): Sealer {
  const box = createTextBox(secret, 'kestrel-outbox', 'email payload v1');
  return {
    seal: (message) => box.seal(JSON.stringify(message)),
    open: (payload) => JSON.parse(box.open(payload)) as MailMessage,
  };
}

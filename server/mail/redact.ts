// Error texts of failed emails are kept (email_outbox.last_error), logged and shown to staff in
// the back office. An SMTP server's answer may echo what it was sent: the account's user name and
// password (SMTP_URL), AUTH PLAIN/LOGIN's base64 of them, a link with a reset token. A redactor
// takes those out before a text is stored, logged or answered: the credentials of SMTP_URL in
// every form the client sends them, any URL's user:password@ part, token-like query values,
// JWTs and Bearer values.

export type Redact = (text: string) => string;

const REDACTED = '[redacted]';

/** Shorter values are left alone: replacing "a" everywhere would only garble the text. */
const MIN_SECRET_LENGTH = 3;

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Every form in which SMTP_URL's credentials may travel, and so come back in an error. */
export function smtpSecrets(smtpUrl: string | undefined): string[] {
  if (smtpUrl === undefined) return [];
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return [smtpUrl];
  }
  const user = decode(url.username);
  const password = decode(url.password);
  const forms = [smtpUrl, url.username, url.password, user, password];
  if (user) forms.push(base64(user), base64(`\0${user}\0${password}`));
  if (password) forms.push(base64(password));
  return forms;
}

const GENERIC: readonly [RegExp, string][] = [
  // user:password@ (or user@) in any URL.
  [/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]+@/gi, `$1${REDACTED}@`],
  // Token-like query values (a reset link's ?token=...).
  [
    /([?&](?:token|access_token|code|key|password|pass|secret|sig|signature)=)[^\s&#"'<>]+/gi,
    `$1${REDACTED}`,
  ],
  // JWTs (login tokens), wherever they appear.
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g, REDACTED],
  [/\b(Bearer\s+)\S+/gi, `$1${REDACTED}`],
];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A redactor for these secrets (longest first, so that a part never hides its whole). */
export function createRedactor(secrets: readonly string[]): Redact {
  const literal = [...new Set(secrets)]
    .filter((s) => s.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length);
  const pattern = literal.length ? new RegExp(literal.map(escapeRegExp).join('|'), 'g') : null;
  return (text) => {
    let out = pattern ? text.replace(pattern, REDACTED) : text;
    for (const [regex, replacement] of GENERIC) out = out.replace(regex, replacement);
    return out;
  };
}

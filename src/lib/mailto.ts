// A mailto: link (RFC 6068) with every part percent-encoded: the address's local part and domain,
// and each header's value. Whatever a visitor typed (an address like
// `x?cc=spy%40evil.example&body=...@example.com`, a subject with `&bcc=`) stays inside its own
// field: it cannot add a `cc` or `bcc`, nor replace the body. Every mailto: link of the site is
// made here (the lint rule kestrel/no-hand-built-mailto holds it).

interface MailtoFields {
  subject?: string;
  body?: string;
}

export function mailtoHref(to: string, fields: MailtoFields = {}): string {
  // Every character encoded, `@` too, then the last `@` (before the domain) put back: one in the
  // local part stays `%40`, and encodeURIComponent writes `%` itself as `%25`.
  let href = `mailto:${encodeURIComponent(to).replace(/%40(?!.*%40)/, '@')}`;
  let separator = '?';
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    href += `${separator}${name}=${encodeURIComponent(value)}`;
    separator = '&';
  }
  return href;
}

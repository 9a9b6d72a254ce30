// A mailto: link (RFC 6068) with every part percent-encoded: the address's local part and domain,
// and each header's value. Whatever a visitor typed (an address like
// `x?cc=spy%40evil.example&body=...@example.com`, a subject with `&bcc=`) stays inside its own
// field: it cannot add a `cc` or `bcc`, nor replace the body.

interface MailtoFields {
  subject?: string;
  body?: string;
}

const encodeAddress = (address: string): string => {
  const at = address.lastIndexOf('@');
  if (at < 0) return encodeURIComponent(address);
  return `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
};

export function mailtoHref(to: string, fields: MailtoFields = {}): string {
  const query = (Object.entries(fields) as [string, string | undefined][])
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${encodeAddress(to)}${query ? `?${query}` : ''}`;
}

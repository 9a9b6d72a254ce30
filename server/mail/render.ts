// Turns an email's content (blocks of copy and the values people typed) into its plain-text and
// simple HTML parts. Every value is escaped: in HTML, markup characters become entities (so a
// name like `<b>` shows as typed and a link cannot be smuggled in); in plain text, control
// characters other than line breaks and tabs are dropped.

type Block =
  /** A paragraph of copy. */
  | string
  /** Labelled values, one per line (a contact message's sender, subject...). */
  | { fields: ReadonlyArray<readonly [label: string, value: string]> }
  /** A longer text someone wrote, kept with its line breaks. */
  | { quote: string }
  /** A link shown as a button-like line in HTML and as the bare address in text. */
  | { link: { label: string; href: string } };

export interface EmailContent {
  subject: string;
  blocks: readonly Block[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
export const plain = (value: string): string => value.replace(/\r\n?/g, '\n').replace(CONTROL, '');

const htmlLines = (value: string) => escapeHtml(plain(value)).split('\n').join('<br>\n');

function blockText(block: Block): string {
  if (typeof block === 'string') return plain(block);
  if ('fields' in block) return block.fields.map(([k, v]) => `${k}: ${plain(v)}`).join('\n');
  if ('quote' in block) return plain(block.quote);
  return `${plain(block.link.label)}:\n${block.link.href}`;
}

function blockHtml(block: Block): string {
  if (typeof block === 'string') return `<p>${htmlLines(block)}</p>`;
  if ('fields' in block) {
    const rows = block.fields.map(
      ([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${htmlLines(v)}</td></tr>`,
    );
    return `<table>${rows.join('')}</table>`;
  }
  if ('quote' in block) {
    return `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:1em">${htmlLines(block.quote)}</blockquote>`;
  }
  const href = escapeHtml(block.link.href);
  return `<p><a href="${href}">${escapeHtml(block.link.label)}</a></p><p>${href}</p>`;
}

export function renderEmail({ subject, blocks }: EmailContent): RenderedEmail {
  const text = `${blocks.map(blockText).join('\n\n')}\n`;
  const html =
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">\n' +
    `${blocks.map(blockHtml).join('\n')}\n</body></html>\n`;
  return { subject: plain(subject).replace(/\s+/g, ' ').trim(), text, html };
}

// Helpers of the job applications' tests: real CV bytes (a small PDF, a minimal Word document
// built as a ZIP here), a posting to apply for, the apply call over multipart, and the apply
// form's body as a browser posts it to the posting's page (server/site/apply-page.ts).

import zlib from 'node:zlib';
import { createSealer } from '../../../server/mail/seal';
import type { TestServer } from '../helpers';
import { jobBody } from './posting-support';

/** A one-page PDF (what a PDF starts with is all the server reads). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** A ZIP archive of these files, stored (not compressed), as Word and yauzl read it. */
export function zipOf(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Word document. */
export const DOCX = zipOf({
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  'word/document.xml':
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
});

export const APPLICANT = {
  fullName: 'Ada Candidate',
  email: 'ada.candidate@example.com',
  phone: '+44 23 9200 0000',
  portfolioUrl: 'https://ada.example',
  githubUrl: '',
  linkedinUrl: '',
  coverLetter: 'I would love to build things with you.',
  consent: 'yes',
};

/** Creates a published job as `token` (an admin or editor); its id and slug. */
export async function newPosting(
  server: TestServer,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; slug: string }> {
  const response = await fetch(`${server.url}/api/staff/posts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(jobBody({ title: `Role ${Math.random()}`, ...fields })),
  });
  if (response.status !== 201)
    throw new Error(`posting: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number; slug: string };
}

/** POST /api/posts/<slug>/applications with the fields and a CV. */
export async function apply(
  server: TestServer,
  slug: string,
  fields: Record<string, string> = {},
  cv: { bytes: Buffer; name: string; type: string } | null = {
    bytes: PDF,
    name: 'cv.pdf',
    type: 'application/pdf',
  },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...APPLICANT, ...fields })) form.append(name, value);
  if (cv) form.append('cv', new Blob([new Uint8Array(cv.bytes)], { type: cv.type }), cv.name);
  const response = await fetch(`${server.url}/api/posts/${slug}/applications`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json: json as Record<string, unknown>, text };
}

/** The queued emails of `kind` to `to`, opened. */
export async function queuedTo(server: TestServer, kind: string, to: string) {
  const sealer = createSealer(server.config.jwtSecret);
  return (await server.app.store.outbox.list('pending'))
    .filter((row) => row.kind === kind && row.recipient.toLowerCase() === to.toLowerCase())
    .map((row) => sealer.open(row.payload));
}

export const CV = { bytes: PDF, name: 'cv.pdf', type: 'application/pdf' };

/** The form as the browser posts it: its fields, `_xsrf`, and the file field (maybe empty). */
export function formBody(
  fields: Record<string, string>,
  cv: { bytes: Buffer; name: string; type: string } | null = CV,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // A browser sends the file field even when no file was chosen: empty, with no name.
  const file = cv ?? { bytes: Buffer.alloc(0), name: '', type: 'application/octet-stream' };
  form.append('cv', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

/** The server's answer to a form posted without the app, as the page carries it. */
interface Echo {
  form: string;
  values: Record<string, string>;
  attempted: boolean;
  flash: { kind: string; text: string } | null;
  field?: string;
}
/** The data a page carries (src/app/pageData.ts). */
export const pageData = (html: string) =>
  JSON.parse(/<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as {
    posting?: { slug: string; open: boolean };
    form?: Echo;
  };
/** The value of the page's hidden `_xsrf` field. */
export const hidden = (html: string) =>
  /<input type="hidden" name="_xsrf" value="([^"]*)"\/>/.exec(html)?.[1];
/** The XSRF-TOKEN cookie an answer sets. */
export const cookieOf = (answer: { headers: Headers }) =>
  /XSRF-TOKEN=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];

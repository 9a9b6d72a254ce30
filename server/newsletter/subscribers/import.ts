// A CSV import of subscribers (the back office, admins): a header line naming the columns `email`,
// optional `topics` (tag slugs separated by spaces or semicolons; none: every topic) and optional
// `consent_source`, then a line per person. Every line is checked; the report lists each refused
// line with why (a bad address or topic, an address unsubscribed or bounced, a duplicate of an
// earlier line or of a subscription already kept). An accepted person gets the confirmation email
// (pending, as from a form), unless a consent source is stated: for the whole file, or on the
// line; then they are confirmed at once with that source kept as their consent's words. Nobody
// gets more than the one confirmation, and a suppressed address is never imported.

import { PATTERNS } from '../../../contract/values/constants';
import { isEmailAddress } from '../../../contract/values/forms/email';
import { TOPICS_MAX } from '../../../contract/values/newsletter';
import { normalizeEmail } from '../../db/types';
import { HttpError } from '../../platform/errors';

/** The most lines one import takes (bounded work per request). */
const IMPORT_LINES_MAX = 5000;
const SLUG = new RegExp(PATTERNS.slug);

interface ImportReport {
  imported: number;
  /** Of those, how many were sent the confirmation email (the others had a consent source). */
  confirmationsSent: number;
  refused: { line: number; email: string; reason: string }[];
}

/** RFC 4180 CSV: fields quoted with ", "" inside them, lines ending CRLF or LF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) {
      cell += c;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      rows.push([...row, cell]);
      row = [];
      cell = '';
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

export interface ImportLine {
  line: number;
  email: string;
  topics: string[];
  /** Stated on the line or for the file; undefined: the person confirms by email. */
  consentSource?: string;
}

/** The lines of a CSV import, checked for their form; refused ones go to `refused`. */
export function readImport(
  text: string,
  fileConsent: string | undefined,
): { lines: ImportLine[]; refused: ImportReport['refused'] } {
  const [header = [], ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  const columns = header.map((name) => name.trim().toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  if (at('email') < 0)
    throw new HttpError(400, 'The first line must name the columns, email first.');
  if (rows.length > IMPORT_LINES_MAX) {
    throw new HttpError(400, `An import takes at most ${IMPORT_LINES_MAX} lines: split the file.`);
  }
  const lines: ImportLine[] = [];
  const refused: ImportReport['refused'] = [];
  const seen = new Set<string>();
  rows.forEach((cells, index) => {
    const line = index + 2;
    const raw = (cells[at('email')] ?? '').trim();
    if (cells.every((cell) => cell.trim() === '')) return;
    const email = normalizeEmail(raw);
    const topics = (at('topics') < 0 ? '' : (cells[at('topics')] ?? ''))
      .split(/[\s;]+/)
      .filter((t) => t !== '');
    const consent = (at('consent_source') < 0 ? '' : (cells[at('consent_source')] ?? '')).trim();
    const refuse = (reason: string) => refused.push({ line, email: raw, reason });
    if (!isEmailAddress(raw)) return refuse('not a valid email address');
    if (topics.length > TOPICS_MAX || !topics.every((t) => SLUG.test(t))) {
      return refuse('a topic is not a tag slug (lower-case words joined by hyphens)');
    }
    if (consent.length > 300) return refuse('the consent source is longer than 300 characters');
    if (seen.has(email)) return refuse('a duplicate of an earlier line');
    seen.add(email);
    const consentSource = consent || fileConsent?.trim() || undefined;
    lines.push({ line, email, topics, ...(consentSource ? { consentSource } : {}) });
  });
  return { lines, refused };
}

/** What an import does with each line that passed readImport (the service's own calls). */
interface ImportSteps {
  suppressed(email: string): Promise<boolean>;
  exists(email: string): Promise<boolean>;
  /** A line with a consent source: confirmed at once. */
  confirmNow(line: ImportLine): Promise<void>;
  /** Any other: pending, the confirmation queued (true when it was). */
  sendConfirmation(line: ImportLine): Promise<boolean>;
}

/** Imports the lines, each at most once; the report with every refused line in order. */
export async function runImport(
  read: ReturnType<typeof readImport>,
  steps: ImportSteps,
): Promise<ImportReport> {
  const refused = [...read.refused];
  let imported = 0;
  let confirmationsSent = 0;
  for (const line of read.lines) {
    const refuse = (reason: string) => refused.push({ line: line.line, email: line.email, reason });
    if (await steps.suppressed(line.email)) refuse('unsubscribed or bounced: never imported');
    else if (await steps.exists(line.email)) refuse('already a subscriber');
    else {
      imported += 1;
      if (line.consentSource !== undefined) await steps.confirmNow(line);
      else if (await steps.sendConfirmation(line)) confirmationsSent += 1;
    }
  }
  refused.sort((a, b) => a.line - b.line);
  return { imported, confirmationsSent, refused };
}

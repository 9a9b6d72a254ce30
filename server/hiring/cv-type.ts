// What a CV is, told from its bytes (never its name or the browser's MIME type; docs/security.md,
// "Job applications"): a PDF starts with `%PDF-`; a Word document (DOCX) is a ZIP archive holding
// `word/document.xml`. The archive's directory is read with yauzl (nothing is decompressed); an
// archive with an absurd number of entries or sizes that would unpack into far more than it
// weighs (a zip bomb) is refused, as is anything else.

import type { Entry } from 'yauzl';
import type { CvType } from '../../contract/values/applications';

/** More entries than any Word document has. */
const MAX_ENTRIES = 2000;
/** What all entries together may unpack to. */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** How much larger than its compressed size an entry may unpack (text compresses ~10×). */
const MAX_RATIO = 200;

const PDF = Buffer.from('%PDF-', 'latin1');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Whether the ZIP archive in `bytes` is a plausible Word document. */
async function isDocx(bytes: Buffer): Promise<boolean> {
  // Loaded with the first Word document: most processes never read one.
  const { default: yauzl } = await import('yauzl');
  return new Promise((resolve) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => {
        if (error || !zip) return resolve(false);
        if (zip.entryCount > MAX_ENTRIES) {
          zip.close();
          return resolve(false);
        }
        let unpacked = 0;
        let found = false;
        const finish = (answer: boolean) => {
          zip.removeAllListeners();
          zip.close();
          resolve(answer);
        };
        zip.on('entry', (entry: Entry) => {
          unpacked += entry.uncompressedSize;
          const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
          if (
            unpacked > MAX_UNPACKED_BYTES ||
            (entry.uncompressedSize > 1024 * 1024 && ratio > MAX_RATIO)
          )
            return finish(false);
          if (entry.fileName === 'word/document.xml') found = true;
          zip.readEntry();
        });
        zip.on('end', () => finish(found));
        zip.on('error', () => finish(false));
        zip.readEntry();
      },
    );
  });
}

/** The CV's type from its bytes; undefined for anything but a PDF or a Word document. */
export async function cvTypeOf(bytes: Buffer): Promise<CvType | undefined> {
  if (bytes.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (bytes.subarray(0, ZIP.length).equals(ZIP) && (await isDocx(bytes))) return 'docx';
  return undefined;
}

/** The MIME type a CV is served with. */
export const CV_MIME: Readonly<Record<CvType, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * A file name safe in a Content-Disposition header and on any disk: letters, digits, dots,
 * dashes and underscores of the name the candidate's file had (the rest become `_`), shortened,
 * with the extension of the type found in the bytes.
 */
export function safeCvName(name: string, type: CvType, maxLength: number): string {
  const stem = name
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, maxLength - 5);
  return `${stem || 'cv'}.${type}`;
}

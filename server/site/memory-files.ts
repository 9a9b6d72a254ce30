// The files of a folder (the built site, DIST_DIR; media files, MEDIA_DIR) kept in memory with
// their answers' headers made once: the file and the brotli and gzip copies the build wrote beside
// it (`x.br`, `x.gz`), each with its ETag, Content-Length and Content-Encoding, as
// platform/http-caching.ts's answerFile sends them. A file is read when first asked for and read
// again when it changes on disk (its size, time or inode: one stat per request, as a static
// server without a file cache does). Bounded: the files kept take 64 MiB at most, the least
// recently served dropped first; a file over 2 MiB is read for each request and not kept, one
// over 32 MiB or of a type not listed below is not sent at all.

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { compressFast } from '../platform/compression';
import { type FileCopy, type SendableFile, fileCopy } from '../platform/http-caching';
import { statFile } from './site-paths';

const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_SENT_BYTES = 32 * 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

/** The types the build writes, and media files'. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/vnd.microsoft.icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export interface MemoryFile extends SendableFile {
  /** Stat of the file when it was read: size, time, inode. */
  stamp: string;
}

export interface MemoryFiles {
  /**
   * The file at a site path (decoded, safe: site.ts checks it), or undefined when there is none,
   * it is too large or of a type not kept here (the caller then serves it as before).
   */
  get(relative: string): MemoryFile | undefined;
  /** Bytes kept now. */
  readonly bytes: number;
}

const stampOf = (stat: fs.Stats) => `${stat.size}:${stat.mtimeMs}:${stat.ino}`;

const readIfFile = (file: string): Buffer | undefined => {
  const stat = statFile(file);
  return stat && stat.size <= MAX_SENT_BYTES ? fs.readFileSync(file) : undefined;
};

export function createMemoryFiles(
  distDir: string,
  cacheControlFor: (relative: string) => string,
): MemoryFiles {
  const root = path.resolve(distDir);
  const sizeOf = (entry: MemoryFile) =>
    Object.values(entry.copies).reduce((n, a) => n + a.body.length, 0);
  // The least recently served file goes first when MAX_TOTAL_BYTES are kept.
  const files = new LRUCache<string, MemoryFile>({
    maxSize: MAX_TOTAL_BYTES,
    sizeCalculation: (entry) => Math.max(1, sizeOf(entry)),
  });

  const load = (relative: string, file: string, stat: fs.Stats): MemoryFile | undefined => {
    // A symbolic link leading out of DIST_DIR is never followed (as site.ts's fileIn).
    const real = fs.realpathSync(file);
    if (!real.startsWith(fs.realpathSync(root) + path.sep)) return undefined;
    const type = TYPES[path.extname(relative).toLowerCase()];
    const body = fs.readFileSync(file);
    const digest = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22);
    const copies = { br: readIfFile(`${file}.br`), gzip: readIfFile(`${file}.gz`) };
    // A text file the build left without copies (under its threshold, or not the build's):
    // compressed once here, quickly, as @fastify/compress would have on every request.
    if (
      !copies.br &&
      !copies.gzip &&
      /^(text|application)\/|svg/.test(type ?? '') &&
      body.length >= 1024 &&
      body.length <= MAX_FILE_BYTES
    ) {
      copies.br = compressFast('br', body);
      copies.gzip = compressFast('gzip', body);
    }
    const compressed = Boolean(copies.br || copies.gzip);
    const common: Record<string, string> = {
      'content-type': type as string,
      'cache-control': cacheControlFor(relative),
      'last-modified': stat.mtime.toUTCString(),
      ...(compressed ? { vary: 'Accept-Encoding' } : {}),
    };
    const copy = (coding: 'br' | 'gzip' | 'identity', content: Buffer): FileCopy =>
      fileCopy(coding, content, `"${digest}${coding === 'identity' ? '' : `-${coding}`}"`, common);
    const answers: MemoryFile['copies'] = { identity: copy('identity', body) };
    if (copies.br) answers.br = copy('br', copies.br);
    if (copies.gzip) answers.gzip = copy('gzip', copies.gzip);
    return { copies: answers, lastModified: common['last-modified'], stamp: stampOf(stat) };
  };

  return {
    get(relative) {
      if (!TYPES[path.extname(relative).toLowerCase()]) return undefined;
      const file = path.join(root, relative);
      const stat = statFile(file);
      if (!stat || stat.size > MAX_SENT_BYTES) {
        files.delete(relative);
        return undefined;
      }
      if (stat.size > MAX_FILE_BYTES) return load(relative, file, stat);
      const kept = files.get(relative);
      if (kept?.stamp === stampOf(stat)) return kept;
      files.delete(relative);
      const entry = load(relative, file, stat);
      if (!entry || sizeOf(entry) > MAX_TOTAL_BYTES) return undefined;
      files.set(relative, entry);
      return entry;
    },
    get bytes() {
      return files.calculatedSize;
    },
  };
}

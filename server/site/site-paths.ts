// The paths of the built site (site.ts): how a request's path is read and checked, and the cache
// policy of each file type.

import fs from 'node:fs';

/** Hashed assets never change; pages are revalidated on every visit; the rest after an hour. */
export const cacheControlFor = (relative: string): string => {
  if (relative.endsWith('.html')) return 'no-cache';
  if (relative.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
};

/** The file's stat when it is a regular file. */
export const statFile = (file: string): fs.Stats | undefined => {
  try {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    return stat?.isFile() ? stat : undefined;
  } catch {
    // A name too long for the file system, a folder in the way...: no such file.
    return undefined;
  }
};

/** The decoded path of a request, or undefined when it cannot be decoded. */
export const decodedPath = (rawUrl: string): string | undefined => {
  const pathname = rawUrl.split('?')[0]?.split('#')[0] ?? '/';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
};

/** Drops one trailing slash, except from '/'. */
export const normalizeRoutePath = (p: string): string =>
  p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;

/** A path that may be looked up on disk: no dot segments, dotfiles, NUL or backslashes. */
export const isSafeRelative = (p: string): boolean =>
  p.startsWith('/') &&
  !p.includes('\0') &&
  !p.includes('\\') &&
  p.split('/').every((segment) => !segment.startsWith('.'));

// The analytics specs' helpers (e2e/staff/analytics.spec.ts): a browser that says it is Chrome,
// the events the server stored for a visit, and a wait for a chunk to have run.

import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect } from './fixtures';

// isbot counts HeadlessChrome as a bot (the server would store nothing): this visitor's browser
// says it is the Chrome it is.
export const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface StoredEvent {
  kind: string;
  path: string;
  metric: string | null;
  visitor: string | null;
}

/**
 * The events the server stored with this visit's visitor hash (the one of its campaign's view),
 * read straight from its SQLite file.
 */
export function storedEvents(campaign: string, since: string): StoredEvent[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'kestrel.db'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const first = db
      .prepare('SELECT visitor FROM analytics_events WHERE campaign = ?')
      .get(campaign) as { visitor: string } | undefined;
    if (!first) return [];
    // The views share the visitor hash; the vitals carry none: the landing page's since the test
    // began (their beacons may arrive before the views').
    return db
      .prepare(
        `SELECT kind, path, metric, visitor, referrer, source, medium, campaign, screen, value,
         target FROM analytics_events WHERE visitor = ? OR (kind = 'vital' AND path = '/pricing'
         AND at >= ?) ORDER BY id`,
      )
      .all(first.visitor, since) as StoredEvent[];
  } finally {
    db.close();
  }
}

/**
 * Waits until the chunk of these files has run, not only arrived: webpack's chunk loader keeps
 * each chunk it ran in a global array (`webpackChunk<name>`), by the chunk's id, which names its
 * files (webpack.config.ts). What the chunk's import() then does (startCollector, in boot.tsx)
 * happens in the same task. Leaving the page before that would send nothing, as it would for a
 * real visitor.
 */
export async function untilChunkRan(page: Page, files: string[]): Promise<void> {
  const id = Number(path.basename(files.find((f) => f.endsWith('.js')) ?? '').split('.')[0]);
  expect(Number.isInteger(id), `the chunk id in ${files.join(', ')}`).toBe(true);
  await page.waitForFunction((chunk) => {
    const key = Object.keys(self).find((k) => k.startsWith('webpackChunk'));
    const ran = key ? ((self as unknown as Record<string, unknown>)[key] as [number[]][]) : [];
    return ran.some(([ids]) => ids.includes(chunk));
  }, id);
}

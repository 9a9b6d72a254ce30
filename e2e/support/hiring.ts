// What the job applications' specs share (e2e/applications*.spec.ts): a small PDF to attach as
// the CV, a job posting's fields for the back office's API, and a job published by a new admin.

import { expect, type Page } from '@playwright/test';
import { POSTING_FACTS } from '../../__tests__/server/hiring/posting-support';
import { staffAccount } from './support';

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A published, open job titled `title`, with `fields` over the defaults. */
export const posting = (title: string, fields: Record<string, unknown> = {}) => ({
  type: 'job',
  title,
  body: 'Build and test the things our clients rely on.',
  published: true,
  ...POSTING_FACTS,
  ...fields,
});

/** A job titled `title`, published by a new admin: the admin's token, the job's id and slug. */
export async function publishJob(
  page: Page,
  title: string,
): Promise<{ token: string; id: number; slug: string }> {
  const { token } = await staffAccount(page);
  const created = await page.request.post('/api/staff/posts', {
    headers: { authorization: `Bearer ${token}` },
    data: posting(title),
  });
  expect(created.status(), await created.text()).toBe(201);
  return { token, ...((await created.json()) as { id: number; slug: string }) };
}

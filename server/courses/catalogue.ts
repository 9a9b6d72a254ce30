// The courses members may enrol in: those of the `courses` document as published now
// (contract/documents/courses/schema.ts), each named by the slug of its page's path (/courses/<key>), which
// stays when staff retitle it. Enrolments store that key (docs/product.md §10.18).

import type { DocumentData } from '../../contract/documents';
import type { PublishedDocuments } from '../content/published';
import type { DataStore } from '../db';

type PublishedCourse = DocumentData<'courses'>['courses'][number];

/** A course's stable key: the last segment of its page's path, in lower case. */
const courseKeyOf = (path: string): string =>
  (path.split('/').filter(Boolean).at(-1) ?? '').toLowerCase();

/** The published course of `key`, or undefined. */
export function courseOf(
  published: Pick<PublishedDocuments, 'all'>,
  key: string,
): PublishedCourse | undefined {
  const courses = published.all().courses as DocumentData<'courses'>;
  return courses.courses.find((course) => courseKeyOf(course.path) === key);
}

/** The course's title as published now; the key itself for a course no longer listed. */
export const courseTitle = (published: Pick<PublishedDocuments, 'all'>, key: string): string =>
  courseOf(published, key)?.title ?? key;

/** A certificate as anyone sees it (the API and the live page): its course by its title now. */
export async function certificateOf(
  store: DataStore,
  published: Pick<PublishedDocuments, 'all'>,
  code: string,
) {
  const found = await store.members.certificate(code);
  return found && { ...found, course: courseTitle(published, found.course) };
}

// The public job and internship postings (contract/api/public.ts: Post, JobPosting): the open
// ones for the lists (GET /api/posts?type=, the /careers pages rendered with live data) and one
// posting by its slug, open or closed, for its page (GET /api/posts/:slug,
// /careers/jobs/<slug>). A posting is open while it is published, staff have not closed it and
// its closing time (validThrough) has not passed; a closed one leaves the lists and the sitemap,
// and its page says it is closed (docs/product.md §10.9).

import type { PostType } from '../../contract/values/constants';
import type { JobPosting, Post } from '../../contract/api/public';
import type { StaffPost } from '../../contract/api/staff';
import type { DataStore, Page } from '../db';

type Stored = StaffPost;

/** Whether visitors can still apply: not closed by staff, and before its closing time. */
const isOpen = (post: Stored, now: number): boolean =>
  !post.closed && (post.validThrough === null || Date.parse(post.validThrough) > now);

const publicOf = (post: Stored): Post => ({
  id: post.id,
  title: post.title,
  body: post.body,
  slug: post.slug,
  datePosted: post.datePosted,
  validThrough: post.validThrough,
  employmentType: post.employmentType,
  workplace: post.workplace,
  applicantCountry: post.applicantCountry,
  salaryMinCents: post.salaryMinCents,
  salaryMaxCents: post.salaryMaxCents,
  salaryCurrency: post.salaryCurrency,
  salaryUnit: post.salaryUnit,
});

/** The open postings of a type (every type when none is given), in the collection's order. */
export async function openPosts(
  store: DataStore,
  type?: PostType,
  now = Date.now(),
): Promise<(Post & { type: PostType })[]> {
  const published = await store.content.posts.listPublished(
    type ? { field: 'type', value: type } : undefined,
  );
  return published
    .filter((post) => isOpen(post, now))
    .map((post) => ({ ...publicOf(post), type: post.type }));
}

/** A page of the open postings of a type (GET /api/posts), newest first. */
export async function openPostsPage(
  store: DataStore,
  type: PostType,
  page: { limit: number; cursor?: string },
  now = Date.now(),
): Promise<Page<Post>> {
  const found = await store.content.posts.page({
    publishedOnly: true,
    where: { field: 'type', value: type },
    openAt: new Date(now).toISOString(),
    ...page,
  });
  return { ...found, items: found.items.map(publicOf) };
}

/** A published posting by its slug, open or closed; undefined when there is none. */
export async function postingBySlug(
  store: DataStore,
  slug: string,
  now = Date.now(),
): Promise<JobPosting | undefined> {
  const [post] = await store.content.posts.listPublished({ field: 'slug', value: slug });
  return (
    post && {
      ...publicOf(post),
      type: post.type,
      open: isOpen(post, now),
      retentionDays: store.applications.retentionDays,
    }
  );
}

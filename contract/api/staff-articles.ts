// The back office's articles (server/content/articles/staff-routes.ts): the list, a new article,
// and the author profiles. An article's words, draft, publish (now or at a time), versions and
// restore are its document's: /api/staff/documents/article-<id>/… (contract/api/documents.ts).

import { type Static, Type } from 'typebox';
import { TextField } from '../content-fields';
import { ARTICLE_LIMITS, ARTICLE_STATUSES } from '../values/content/articles';
import { PATTERNS } from '../values/constants';
import { Timestamp } from '../fields';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Time = Type.Union([Timestamp, Type.Null()]);

/** An article in the back office's list. */
export const StaffArticle = Type.Object({
  id: Id,
  key: Type.String({ description: 'Its document: article-<id>.' }),
  title: Type.String({ description: 'As in its draft, else as published.' }),
  path: Type.Union([Type.String(), Type.Null()], {
    description: 'Where visitors read it; null while it is not published.',
  }),
  draftPath: Type.String({ description: 'Its address once the draft is published.' }),
  status: Type.Enum(ARTICLE_STATUSES),
  author: Type.Union([Type.Object({ id: Id, name: Type.String() }), Type.Null()], {
    description: 'As in its draft, else as published; null when that profile is gone.',
  }),
  tags: Type.Array(Type.String(), { description: 'As in its draft, else as published.' }),
  firstPublishedAt: Time,
  publishedAt: Type.Union([Timestamp, Type.Null()], { description: 'Its last publish.' }),
  publishAt: Type.Union([Timestamp, Type.Null()], { description: 'A publish scheduled.' }),
  publishedVersion: Type.Integer({ description: '0: never published.' }),
  hasDraft: Type.Boolean({ description: 'Changes not published.' }),
  updatedAt: Timestamp,
});
export type StaffArticle = Static<typeof StaffArticle>;

export const NewArticle = Type.Object(
  {
    title: TextField(ARTICLE_LIMITS.title, { title: 'Title' }),
    authorId: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 2_147_483_647,
        description: 'An author profile; default: yours (made from your account’s name).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type NewArticle = Static<typeof NewArticle>;

/** An author profile as the back office edits it. */
export const AuthorProfile = Type.Object({
  id: Id,
  userId: Type.Union([Id, Type.Null()], {
    description: 'The staff account it is about; null once that account was deleted.',
  }),
  slug: Type.String({ description: 'Their page: /insights/author/<slug>.' }),
  name: Type.String(),
  role: Type.String(),
  bio: Type.String(),
  photo: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'An image of the media library (its key).',
  }),
});
export type AuthorProfile = Static<typeof AuthorProfile>;

/** The caller's own profile; `id` null while they have none (a suggestion from their account). */
export const MyAuthorProfile = Type.Object({
  ...AuthorProfile.properties,
  id: Type.Union([Id, Type.Null()]),
});
export type MyAuthorProfile = Static<typeof MyAuthorProfile>;

export const AuthorProfileInput = Type.Object(
  {
    name: TextField(ARTICLE_LIMITS.authorName, { title: 'Name' }),
    role: Type.String({
      title: 'Role',
      maxLength: ARTICLE_LIMITS.authorRole,
      pattern: PATTERNS.singleLine,
    }),
    bio: Type.String({
      title: 'About',
      maxLength: ARTICLE_LIMITS.authorBio,
      pattern: PATTERNS.noControl,
    }),
    photo: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
      description: 'An image of the media library (its key), or none.',
    }),
    slug: Type.String({
      title: 'Address',
      pattern: PATTERNS.slug,
      maxLength: ARTICLE_LIMITS.authorSlug,
    }),
  },
  { additionalProperties: false },
);
export type AuthorProfileInput = Static<typeof AuthorProfileInput>;

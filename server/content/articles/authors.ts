// The author profiles: a staff member's name, role, bio and photo as visitors see them, each
// edited by its own staff member (docs/product.md, "Insights: articles"). service.ts assembles this.
import type { AuthorProfile, AuthorProfileInput } from '../../../contract/api/staff-articles';
import { ARTICLE_LIMITS, slugify } from '../../../contract/values/content/articles';
import { HttpError } from '../../platform/errors';
import { freeSlug } from '../store/slugs';
import type { Articles, ArticlesDeps, Caller } from './api';
import { type StoredAuthor, TakenSlugError } from './types';

const profileOf = (author: StoredAuthor): AuthorProfile => ({
  id: author.id,
  userId: author.userId,
  slug: author.slug,
  name: author.name,
  role: author.role,
  bio: author.bio,
  photo: author.photo,
});

/** A profile for `caller`, made from their account's name (its slug the first free one). */
export async function suggestedProfile(
  store: ArticlesDeps['store'],
  caller: Caller,
): Promise<AuthorProfileInput> {
  const taken = new Set((await store.articles.authors()).map((author) => author.slug));
  const name = caller.name.trim().slice(0, ARTICLE_LIMITS.authorName) || 'Staff member';
  const base = slugify(name, ARTICLE_LIMITS.authorSlug - 4) || 'author';
  return { name, role: '', bio: '', photo: null, slug: freeSlug(base, taken) };
}

export function authorProfiles({
  store,
}: Pick<ArticlesDeps, 'store'>): Pick<Articles, 'staffAuthors' | 'myProfile' | 'saveMyProfile'> {
  return {
    staffAuthors: async () => (await store.articles.authors()).map(profileOf),

    async myProfile(caller) {
      const mine = await store.articles.authorOfUser(caller.id);
      if (mine) return profileOf(mine);
      return { id: null, userId: caller.id, ...(await suggestedProfile(store, caller)) };
    },

    async saveMyProfile(caller, input, actor) {
      const other = await store.articles.authorBySlug(input.slug);
      if (other && other.userId !== caller.id)
        throw new HttpError(400, 'Another author has this address: choose another.', {}, 'slug');
      if (input.photo !== null && !(await store.media.find(input.photo)))
        throw new HttpError(400, 'No such image in the media library.', {}, 'photo');
      const values = { ...input, name: input.name.trim(), role: input.role.trim() };
      try {
        await store.articles.saveAuthor(caller.id, values, actor);
      } catch (error) {
        if (!(error instanceof TakenSlugError)) throw error;
        throw new HttpError(400, 'Another author has this address: choose another.', {}, 'slug');
      }
      return profileOf((await store.articles.authorOfUser(caller.id)) as StoredAuthor);
    },
  };
}

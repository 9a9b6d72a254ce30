import type { SeoEntry, SeoKey } from '../content/seo/entry';
import { Seo } from './Seo';

export interface PageSeoProps<K extends SeoKey> {
  /** The page's area's titles and descriptions (content/seo/<area>.ts). */
  entries: Readonly<Record<K, SeoEntry>>;
  /** The page's path: its title and description are looked up there. */
  path: K;
  /** The canonical address, when it differs from `path` (e.g. a route's index page). */
  canonical?: string;
}

/** A page's title, description and canonical link, looked up by its path in its area's list. */
export function PageSeo<K extends SeoKey>({ entries, path, canonical }: PageSeoProps<K>) {
  const entry = entries[path];
  return <Seo title={entry.title} description={entry.description} path={canonical ?? path} />;
}

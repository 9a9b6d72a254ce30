import { seo, type SeoKey } from '../content/seo';
import { Seo } from './Seo';

export interface PageSeoProps {
  /** The page's path: its title and description come from content/seo.ts. */
  path: SeoKey;
  /** The canonical address, when it differs from `path` (e.g. a route's index page). */
  canonical?: string;
}

/** A page's title, description and canonical link, looked up by its path. */
export function PageSeo({ path, canonical }: PageSeoProps) {
  const entry = seo[path];
  return <Seo title={entry.title} description={entry.description} path={canonical ?? path} />;
}

import { useContext } from 'react';
import { SiteIdentity } from './SiteIdentity';

export interface SeoProps {
  title: string;
  description: string;
  /** The page's own path, for the canonical link; omit on pages that should not be indexed. */
  path?: string;
  noIndex?: boolean;
  /** The paths of the page before and after this one, in a list of pages (the shop's). */
  prev?: string;
  next?: string;
}

/**
 * The page's title, description and canonical link. React 19 hoists these tags into <head>, in the
 * browser and in the prerendered HTML alike.
 */
export function Seo({ title, description, path, noIndex, prev, next }: SeoProps) {
  const company = useContext(SiteIdentity);
  const fullTitle = title.includes(company.name) ? title : `${title} | ${company.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {path !== undefined && <link rel="canonical" href={`${company.siteUrl}${path}`} />}
      {noIndex && <meta name="robots" content="noindex" />}
      {prev !== undefined && <link rel="prev" href={`${company.siteUrl}${prev}`} />}
      {next !== undefined && <link rel="next" href={`${company.siteUrl}${next}`} />}
    </>
  );
}

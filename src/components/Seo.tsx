import { useContext } from 'react';
import { SiteIdentity } from './SiteIdentity';

export interface SeoProps {
  title: string;
  description: string;
  /** The page's own path, for the canonical link; omit on pages that should not be indexed. */
  path?: string;
  noIndex?: boolean;
}

/**
 * The page's title, description and canonical link. React 19 hoists these tags into <head>, in the
 * browser and in the prerendered HTML alike.
 */
export function Seo({ title, description, path, noIndex }: SeoProps) {
  const company = useContext(SiteIdentity);
  const fullTitle = title.includes(company.name) ? title : `${title} | ${company.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {path !== undefined && <link rel="canonical" href={`${company.siteUrl}${path}`} />}
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}

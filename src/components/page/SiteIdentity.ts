import { createContext } from 'react';

/**
 * The company's name and the site's address, for page titles and canonical links: the layout
 * provides them from the published company facts (components read no store).
 */
export const SiteIdentity = createContext<{ name: string; siteUrl: string }>({
  name: '',
  siteUrl: '',
});

// The pages staff placed in the header and the footer (pages/service.ts) join the frame's links
// where visitors are sent the site's words: the header's links end with them, and so does the
// footer's last group. Done here, once, for every page the server renders and for
// GET /api/documents/site, so the browser carries no code for it.

import type { PageNavigation } from '../../../contract/api/pages';
import type { SiteFrame } from '../../../contract/documents/site/schema';

const link = ({ title, path }: { title: string; path: string }) => ({ label: title, path });

/** The site's words with the placed pages in its header and footer (the same object if none). */
export function withPlacedPages(site: SiteFrame, placed: PageNavigation): SiteFrame {
  if (placed.header.length === 0 && placed.footer.length === 0) return site;
  const groups = site.footer.groups.map((group, i, all) =>
    i === all.length - 1
      ? { ...group, links: [...group.links, ...placed.footer.map(link)] }
      : group,
  );
  return {
    ...site,
    nav: { ...site.nav, links: [...site.nav.links, ...placed.header.map(link)] },
    footer: { ...site.footer, groups },
  };
}

/** `documents` with its site's words (if it has them) framing the placed pages. */
export function withPlacedPagesIn<T extends Record<string, unknown>>(
  documents: T,
  placed: PageNavigation | undefined,
): T {
  const site = documents.site as SiteFrame | undefined;
  if (!site || !placed) return documents;
  return { ...documents, site: withPlacedPages(site, placed) };
}

// The page a content document shows on, rendered with a draft that is not saved: the live preview
// beside the back office's editor (POST /api/staff/documents/<key>/render). The site renders it
// with the one render of every preview (server/site/preview-page.ts); the staff routes are
// registered before the site, so they hold this and the site attaches its render once it has one.

import type { ListItem } from './preview';

/**
 * The page `key` shows on with `data` as its draft (`item`: the page of the list's item being
 * edited, if it has one); undefined when the build has no renderer.
 */
type DraftRender = (key: string, data: unknown, item?: ListItem) => Promise<string | undefined>;

export interface DraftPages {
  render: DraftRender;
  /** The site's render (server/site/site.ts). */
  attach(render: DraftRender): void;
}

export function draftPages(): DraftPages {
  let attached: DraftRender | undefined;
  return {
    render: (key, data, item) =>
      attached ? attached(key, data, item) : Promise.resolve(undefined),
    attach(render) {
      attached = render;
    },
  };
}

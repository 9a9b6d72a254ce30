// The Redirects page's words (its chunk only).

import type { RedirectKind } from '../../../contract/values/content/redirects';

export const redirectsCopy = {
  title: 'Redirects',
  intro:
    'An old address of this site can lead visitors and search engines to a page that is there, ' +
    'or say that what it showed is gone for good. A page of the site always comes first.',
  addHeading: 'Add a redirect',
  editHeading: (from: string) => `Change the redirect of ${from}`,
  from: 'Old address',
  fromHint: 'A path of this site, such as /old-offer (a query on it is kept on the way).',
  kind: 'What it answers',
  kindHint: 'Moved: visitors go on to the target. Gone: they see the “page removed” page.',
  kinds: {
    permanent: 'Moved for good (301)',
    gone: 'Gone for good (410)',
  } satisfies Record<RedirectKind, string>,
  to: 'Target',
  toHint: 'A page of this site, such as /pricing, or an address starting https://.',
  useFinal: (to: string) => `Use ${to} instead`,
  add: 'Add redirect',
  save: 'Save changes',
  cancel: 'Cancel',
  added: (from: string) => `${from} is redirected now.`,
  saved: (from: string) => `The redirect of ${from} is saved.`,
  deleted: (from: string) => `${from} is no longer redirected.`,
  search: 'Search redirects',
  searchHint: 'Part of an old address or a target',
  none: 'No redirect matches.',
  empty: 'No redirects yet.',
  gone: 'Gone (410)',
  leadsTo: 'leads to',
  changed: (by: string, when: string) => `Changed by ${by}, ${when}`,
  edit: 'Edit',
  remove: 'Delete',
  askDelete: (from: string) => `Delete the redirect of ${from}? It will answer “not found”.`,
  confirmDelete: 'Delete for good',
  keep: 'Keep it',
} as const;

// The words of the back office's Pages screen and page editor (/staff/pages; docs/product.md
// §10.23): plain words for the company's staff, no addresses' jargon.

import type { PageNavPlace, PageStatus } from '../../../../contract/values/content/pages';
import { formatDateTime } from '../../../lib/dates';

export const pagesCopy = {
  title: 'Pages',
  intro:
    'Pages you build from blocks: a landing page, a page per town, a new service. A new page is a draft: visitors see it once you publish it.',
  newTitle: 'New page',
  pageTitle: 'Title',
  pageTitleHint: 'Its heading, and its name in the navigation. You can change it later.',
  section: 'Lives under',
  sectionHint: 'The start of its web address.',
  sections: {
    '/': 'The top of the site',
    '/services': 'Services',
    '/courses': 'Courses',
    '/about': 'About us',
  } as Record<string, string>,
  create: 'Create the page',
  titleMissing: 'Give the page a title.',
  titleTooLong: 'At most 80 characters.',
  empty: 'No pages yet. Create the first one above.',
  listLabel: 'Your pages',
  status: {
    draft: 'Draft: not on the site yet',
    published: 'On the site',
    unpublished: 'Taken down',
  } satisfies Record<PageStatus, string>,
  changesWaiting: 'Changes not published yet',
  scheduled: (at: string) => `Publishes ${formatDateTime(at)}`,
  address: (path: string) => `Address: ${path}`,
  willBeAt: (path: string) => `Will be at ${path}`,
  place: 'Shown in',
  places: {
    none: 'Not in the menus',
    header: 'The top menu',
    footer: 'The footer',
  } satisfies Record<PageNavPlace, string>,
  edit: 'Edit',
  moveUp: 'Move up',
  moveDown: 'Move down',
  unpublish: 'Take down',
  unpublished: (title: string) => `“${title}” is no longer on the site.`,
  remove: 'Delete',
  askDelete: (title: string, path: string | null) =>
    path
      ? `Delete “${title}” and all its versions? Its address ${path} will tell visitors the page is gone for good.`
      : `Delete “${title}” and all its versions? This cannot be undone.`,
  confirmDelete: 'Delete for good',
  keep: 'Keep it',
  deleted: (title: string) => `“${title}” is deleted.`,
  placed: 'The menus are saved.',
  backToPages: 'All pages',
  noSuchPageTitle: 'No such page',
  noSuchPage: 'There is no such page. Choose one from all pages.',
} as const;

// The shape of a page's title and description, shared by the area modules beside this file.
// Each site area keeps its pages' entries in its own module, so that a page loads only its own
// area's text.

import type { SitePath } from '../../config/paths';
import { company } from '../../../contract/company';

export interface SeoEntry {
  readonly title: string;
  /** 120–160 characters, unique per page. */
  readonly description: string;
}

export type SeoKey = SitePath | '404';

/** A page's title: its own words, then the company's name. */
export const pageTitle = (page: string): string => `${page} | ${company.name}`;

/** An area's entries, keyed by the paths of its pages. */
export const seoEntries = <K extends SeoKey>(
  entries: Record<K, SeoEntry>,
): Readonly<Record<K, SeoEntry>> => entries;

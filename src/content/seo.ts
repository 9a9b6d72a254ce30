// Every page's title and description, in one list: for tests and tools. Pages import their own
// area's module in ./seo/, so that each page loads only the text of its own area.

import { aboutSeo } from './seo/about';
import { accountSeo } from './seo/account';
import { careersSeo } from './seo/careers';
import { contactSeo } from './seo/contact';
import { coursesSeo } from './seo/courses';
import type { SeoEntry, SeoKey } from './seo/entry';
import { homeSeo } from './seo/home';
import { pricingSeo } from './seo/pricing';
import { servicesSeo } from './seo/services';
import { shopSeo } from './seo/shop';
import { supportSeo } from './seo/support';

export type { SeoEntry, SeoKey } from './seo/entry';

/** Typed as the whole site's list: a page missing from every area fails the type check. */
export const seo: Readonly<Record<SeoKey, SeoEntry>> = {
  ...homeSeo,
  ...contactSeo,
  ...shopSeo,
  ...servicesSeo,
  ...pricingSeo,
  ...accountSeo,
  ...aboutSeo,
  ...careersSeo,
  ...supportSeo,
  ...coursesSeo,
};

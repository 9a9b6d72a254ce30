// The "gone" page: what an address staff marked gone (410) shows (docs/product.md §10.20). The
// same shape as the not-found page's words (notFound/schema.ts), its own words.

import type { Static } from 'typebox';
import { NotFoundPageContent } from '../notFound/schema';

export const GonePageContent = NotFoundPageContent;
export type GonePageContent = Static<typeof GonePageContent>;

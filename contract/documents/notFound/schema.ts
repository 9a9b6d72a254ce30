// The not-found page (its route is `*`): shown for any address that is no page of the site.

import type { Static } from 'typebox';
import {
  Group,
  LinkField,
  ListOf,
  LongTextField,
  SearchEntry,
  TextField,
} from '../../content-fields';

export const NotFoundPageContent = Group({
  seo: SearchEntry(),
  heading: TextField(80, { title: 'Heading' }),
  text: LongTextField(400, { title: 'Text' }),
  links: ListOf(LinkField(), { title: 'Links', minItems: 1, maxItems: 6, itemTitle: 'label' }),
});
export type NotFoundPageContent = Static<typeof NotFoundPageContent>;

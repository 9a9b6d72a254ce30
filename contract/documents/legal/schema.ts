// The policies (/support/Privacypolicy, /support/TermofServices): the Privacy Policy and the
// Terms of Service, each a list of sections of paragraphs, with the date of its last change. They
// show under the support area's navigation and heading (../support/schema.ts).

import { type Static, Type } from 'typebox';
import {
  COMPANY_FACTS,
  Group,
  ListOf,
  SearchEntry,
  TextField,
  TextWith,
} from '../../content-fields';

const Policy = (title: string) =>
  Group(
    {
      seo: SearchEntry(),
      title: TextField(80, { title: 'Heading' }),
      updated: Type.String({
        title: 'Last changed (YYYY-MM-DD)',
        editor: 'text',
        pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
      }),
      intro: TextWith(1000, COMPANY_FACTS, { long: true, title: 'Introduction' }),
      sections: ListOf(
        Group({
          heading: TextField(100, { title: 'Heading' }),
          paragraphs: ListOf(TextWith(2000, COMPANY_FACTS, { long: true, title: 'Paragraph' }), {
            title: 'Paragraphs',
            minItems: 1,
            maxItems: 20,
          }),
        }),
        { title: 'Sections', minItems: 1, maxItems: 30, itemTitle: 'heading' },
      ),
    },
    { title },
  );

export const LegalPagesContent = Group({
  labels: Group(
    {
      updated: TextField(40, { title: '"Last updated"' }),
      contents: TextField(40, { title: 'Table of contents heading' }),
    },
    { title: 'Labels' },
  ),
  privacy: Policy('Privacy Policy'),
  terms: Policy('Terms of Service'),
});
export type LegalPagesContent = Static<typeof LegalPagesContent>;

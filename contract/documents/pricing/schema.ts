// The pricing page (docs/product.md §9): three plans of three tiers, each with its price range,
// and the page's words. The quote form's indicative prices read the same records.

import { type Static, Type } from 'typebox';
import {
  AnchorField,
  CountField,
  FlagField,
  Group,
  LinkField,
  ListOf,
  LongTextField,
  PriceField,
  SeoFields,
  TextField,
} from '../../content-fields';

const Tier = Group({
  id: AnchorField(),
  name: TextField(40, { title: 'Name' }),
  price: Group(
    {
      min: PriceField({ title: 'From (US$)' }),
      max: PriceField({ title: 'To (US$)' }),
      openEnded: FlagField({ title: 'Shown as "and up"' }),
    },
    { title: 'Price range' },
  ),
  maintenanceMonths: CountField(120, { title: 'Months of maintenance and support' }),
  pageLimit: Type.String({
    title: 'Pages',
    description: 'A number of pages, "unlimited", or empty when the plan has no page limit.',
    editor: 'text',
    pattern: '^(|[1-9][0-9]{0,3}|unlimited)$',
  }),
  bestFor: TextField(160, { title: 'Best for' }),
  features: ListOf(TextField(120, { title: 'Feature' }), {
    title: 'What is included',
    minItems: 1,
    maxItems: 12,
  }),
  recommended: FlagField({ title: 'Highlighted as the most popular' }),
});

const Plan = Group({
  id: AnchorField(),
  service: TextField(60, { title: 'Service' }),
  summary: LongTextField(300, { title: 'Summary' }),
  servicePath: Type.String({
    title: 'Service page',
    description: 'The page about this service; empty when there is none.',
    editor: 'route',
    pattern: '^(|/[a-zA-Z0-9/_-]*)$',
  }),
  tiers: ListOf(Tier, { title: 'Tiers', minItems: 1, maxItems: 4, itemTitle: 'name' }),
});

export const PricingPageContent = Group({
  seo: SeoFields,
  servicesSeo: Group(SeoFields.properties, { title: 'Search engines: /services/pricing' }),
  eyebrow: TextField(40, { title: 'Above the heading' }),
  heading: TextField(80, { title: 'Heading' }),
  intro: LongTextField(400, { title: 'Introduction' }),
  jumpLabel: TextField(60, { title: 'Name of the list of plans, for screen readers' }),
  plans: ListOf(Plan, { title: 'Plans', minItems: 1, maxItems: 6, itemTitle: 'service' }),
  labels: Group(
    {
      serviceLink: TextField(60, { title: 'Link to the service page' }),
      bestFor: TextField(40, { title: '"Best for"' }),
      maintenance: TextField(60, { title: '"Maintenance and support"' }),
      pages: TextField(40, { title: '"Pages"' }),
      features: TextField(60, { title: '"What is included"' }),
      recommended: TextField(40, { title: 'Badge of the highlighted tier' }),
      quote: TextField(40, { title: 'Button of each tier' }),
    },
    { title: 'Labels' },
  ),
  notesHeading: TextField(60, { title: 'Notes heading' }),
  notes: ListOf(LongTextField(300, { title: 'Note' }), { title: 'Notes', maxItems: 8 }),
  cta: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      text: LongTextField(300, { title: 'Text' }),
      action: LinkField({ title: 'Button' }),
    },
    { title: 'Closing call to action' },
  ),
});
export type PricingPageContent = Static<typeof PricingPageContent>;

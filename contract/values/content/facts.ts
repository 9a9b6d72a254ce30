// Facts named once. A page's text states a price, a duration or a count that another part of the
// content owns by naming it, `{kind:path}`: "from {price:webDevelopment.basic} for a small
// website" reads "from $5,000 for a small website", the Basic tier's lowest price as the pricing
// page publishes it. Change the price once and every sentence naming it follows.
//
// The kinds, and the path each takes (each step is the anchor name of a plan, tier or course
// page, in camelCase: 'web-development' → webDevelopment):
//   price:<plan>.<tier>       a tier's lowest price               '$5,000'
//   price:lowest              the lowest price of any tier         '$5,000'
//   priceRange:<plan>.<tier>  a tier's price range                 '$5,000 – $10,000'
//   months:<plan>.<tier>      its months of maintenance            '3 months'
//   duration:<course>         a course's duration (the catalogue)  '12 weeks'
//   count:services            the plans on the pricing page        '3'
//   count:courses             the courses of the catalogue         '3'
// The server puts in what each names as published when it prepares a document for a page
// (server/content/published.ts), so that the browser never sees a placeholder; the build does the
// same from the seeds (src/prerender.tsx). A draft naming a fact that does not exist is refused,
// at its field, by the server and, as staff type, by the editor, with the same rule (unknownFacts).
// Only contract/values modules are imported: the editor runs this in the browser.

import { formatPrice, formatPriceRange, type PriceRange } from '../money';
import { withCount } from '../plural';

/** The parts of the documents facts are read from (contract/documents/pricing, courses). */
export interface FactSources {
  pricing?: {
    readonly plans: readonly {
      readonly id: string;
      readonly service: string;
      readonly tiers: readonly {
        readonly id: string;
        readonly name: string;
        readonly price: PriceRange;
        readonly maintenanceMonths: number;
      }[];
    }[];
  };
  courses?: {
    readonly courses: readonly {
      readonly title: string;
      readonly path: string;
      readonly duration: string;
    }[];
  };
}

/** The documents facts are read from. */
type FactSource = keyof FactSources;

/** One fact a text may name: `{name}` reads `reads`; `about` says what it is, for staff. */
export interface Fact {
  name: string;
  reads: string;
  about: string;
  /** The document it is read from. */
  source: FactSource;
}

/** A placeholder naming a fact: {kind:step.step…}, letters and digits. */
const PLACEHOLDER = '\\{([a-z][A-Za-z]*:[A-Za-z0-9]+(?:\\.[A-Za-z0-9]+)*)\\}';

/** The placeholder's form, for the text fields' schema patterns (contract/content-fields.ts). */
export const FACT_PLACEHOLDER_PATTERN = PLACEHOLDER.replace('(', '(?:');

/** 'web-development' → 'webDevelopment'. */
const camel = (slug: string): string =>
  slug.replace(/-([a-zA-Z0-9])/g, (_, next: string) => next.toUpperCase());

/** The last step of a course page's path: '/courses/mobile-app-development' → mobileAppDevelopment. */
const courseName = (path: string): string => camel(path.split('/').filter(Boolean).pop() ?? '');

/** The pricing page's facts: each tier's prices and months of maintenance, the lowest price. */
function pricingFacts(pricing: NonNullable<FactSources['pricing']>): Fact[] {
  const fact = (name: string, reads: string, about: string): Fact => ({
    name,
    reads,
    about,
    source: 'pricing',
  });
  const tiers = pricing.plans.flatMap((plan) => plan.tiers);
  const facts = [
    fact('count:services', String(pricing.plans.length), 'Services on the pricing page'),
  ];
  if (tiers.length > 0) {
    const lowest = Math.min(...tiers.map((tier) => tier.price.min));
    facts.push(fact('price:lowest', formatPrice(lowest), 'Lowest price of any tier'));
  }
  for (const plan of pricing.plans) {
    for (const tier of plan.tiers) {
      const path = `${camel(plan.id)}.${camel(tier.id)}`;
      const of = `${plan.service}, ${tier.name}`;
      facts.push(
        fact(`price:${path}`, formatPrice(tier.price.min), `${of}: lowest price`),
        fact(`priceRange:${path}`, formatPriceRange(tier.price), `${of}: price range`),
        fact(
          `months:${path}`,
          withCount(tier.maintenanceMonths, 'month', 'months'),
          `${of}: months of maintenance and support`,
        ),
      );
    }
  }
  return facts;
}

/** The courses' facts: each course's duration, how many there are. */
function courseFacts(courses: NonNullable<FactSources['courses']>): Fact[] {
  const facts: Fact[] = [
    {
      name: 'count:courses',
      reads: String(courses.courses.length),
      about: 'Courses in the catalogue',
      source: 'courses',
    },
  ];
  for (const course of courses.courses) {
    const name = courseName(course.path);
    if (name)
      facts.push({
        name: `duration:${name}`,
        reads: course.duration,
        about: `${course.title} course: duration`,
        source: 'courses',
      });
  }
  return facts;
}

/** Every fact the sources hold, in the order staff read them. */
export const factsOf = ({ pricing, courses }: FactSources): Fact[] => [
  ...(pricing ? pricingFacts(pricing) : []),
  ...(courses ? courseFacts(courses) : []),
];

/**
 * The facts as they would be were `draft` of the document `key` published: those of a source
 * read from the draft (the pricing page's editor checks its own texts against its own prices).
 */
export function factsWithDraft(facts: readonly Fact[], key: string, draft: unknown): Fact[] {
  if (key !== 'pricing' && key !== 'courses') return [...facts];
  const own = factsOf({ [key]: draft } as FactSources);
  return [...facts.filter((fact) => fact.source !== key), ...own];
}

/** What each fact's name reads, for withFacts and unknownFacts. */
export const factValues = (facts: readonly Fact[]): ReadonlyMap<string, string> =>
  new Map(facts.map((fact) => [fact.name, fact.reads]));

const placeholders = () => new RegExp(PLACEHOLDER, 'g');

/** The fact names `text` holds, in order (each once). */
export const factNamesIn = (text: string): string[] => [
  ...new Set([...text.matchAll(placeholders())].map((match) => match[1] as string)),
];

/** `text` with each fact it names put in; a name `values` lacks stays as written. */
export const fillFacts = (text: string, values: ReadonlyMap<string, string>): string =>
  text.replace(placeholders(), (whole, name: string) => values.get(name) ?? whole);

/**
 * `data` with the facts every text of it names put in: a copy of what changes, the same objects
 * where nothing does (a document that names no fact is returned as is).
 */
export function withFacts<T>(data: T, values: ReadonlyMap<string, string>): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return value.includes('{') ? fillFacts(value, values) : value;
    if (Array.isArray(value)) {
      const items = value.map(walk);
      return items.some((item, i) => item !== value[i]) ? items : value;
    }
    if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value).map(([key, item]) => [key, walk(item)] as const);
      const changed = entries.some(
        ([key, item]) => item !== (value as Record<string, unknown>)[key],
      );
      return changed ? Object.fromEntries(entries) : value;
    }
    return value;
  };
  return walk(data) as T;
}

/** A text naming a fact that does not exist: where, and which. */
export interface UnknownFact {
  path: (string | number)[];
  name: string;
}

/** Every text of `data` naming a fact `values` lacks (a typo, a tier since removed), by path. */
export function unknownFacts(data: unknown, values: ReadonlyMap<string, string>): UnknownFact[] {
  const found: UnknownFact[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string') {
      const name = factNamesIn(value).find((named) => !values.has(named));
      if (name !== undefined) found.push({ path, name });
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
    else if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(data, []);
  return found;
}

/** Why a text naming an unknown fact is refused (the server's 400 and the editor say it). */
export const unknownFactMessage = (name: string): string =>
  `{${name}} is not a fact the site knows: use one of the facts listed under "Facts a text can name".`;

/** Why publishing a change that removes a fact another document names is refused. */
export const factLostMessage = (document: string, name: string): string =>
  `${document} names {${name}}, which this change removes: change that text first, then publish.`;

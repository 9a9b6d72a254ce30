// The company's facts (the `company` document): one record that pages, emails and structured
// data read. Its seed is contract/values/company.ts, which the site also imports as values.

import { type Static, Type } from 'typebox';
import { Email, Line } from '../../fields';

const Url = Type.String({ pattern: '^https://[^\\s]+$', maxLength: 300 });

/** The company's facts: one record that pages, emails and structured data read. */
export const CompanyFacts = Type.Object(
  {
    name: Line(80),
    legalName: Line(120),
    established: Type.Integer({ minimum: 1800, maximum: 2100 }),
    address: Type.Object(
      {
        street: Line(120),
        city: Line(80),
        region: Line(80),
        postcode: Line(20),
        country: Line(80),
      },
      { additionalProperties: false },
    ),
    supportEmail: Email,
    salesEmail: Email,
    phone: Type.Object(
      {
        display: Line(40),
        href: Type.String({ pattern: '^tel:\\+?[0-9]{4,20}$' }),
      },
      { additionalProperties: false },
    ),
    hours: Type.Object(
      {
        summary: Line(120),
        rows: Type.Array(
          Type.Object({ days: Line(60), time: Line(60) }, { additionalProperties: false }),
          { minItems: 1, maxItems: 7 },
        ),
        /** schema.org's openingHours form: 'Mo-Fr 09:00-16:00, Sa 10:00-12:00'. */
        spec: Type.String({
          pattern:
            '^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \\d\\d:\\d\\d-\\d\\d:\\d\\d(, (Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \\d\\d:\\d\\d-\\d\\d:\\d\\d)*$',
          maxLength: 200,
        }),
      },
      { additionalProperties: false },
    ),
    /**
     * Optional: installations published before it was added take the seed's
     * (contract/values/company.ts).
     */
    timeZone: Type.Optional(
      Type.String({
        description: 'The office’s time zone, as an IANA name: Europe/London, America/New_York.',
        pattern: '^(UTC|[A-Z][A-Za-z_]+(/[A-Z][A-Za-z0-9_+-]+){1,2})$',
        maxLength: 60,
      }),
    ),
    geo: Type.Object(
      {
        latitude: Type.Number({ minimum: -90, maximum: 90 }),
        longitude: Type.Number({ minimum: -180, maximum: 180 }),
      },
      { additionalProperties: false },
    ),
    social: Type.Array(
      Type.Object({ name: Line(40), href: Url }, { additionalProperties: false }),
      { maxItems: 12 },
    ),
    /**
     * The site's public address. Not the staff's to change: the server answers it as its
     * PUBLIC_URL setting whatever is stored (server/content/site-address.ts), so `http://` is
     * accepted (a development server's), and the editor shows it read-only.
     */
    siteUrl: Type.String({
      title: 'Site address',
      description:
        'Set by the server (its PUBLIC_URL setting), not here: links in emails, canonical links, ' +
        'the sitemap, the case studies feed and structured data all use it.',
      pattern: '^https?://[^\\s]+$',
      maxLength: 300,
      readOnly: true,
    }),
  },
  { additionalProperties: false },
);
export type CompanyFacts = Static<typeof CompanyFacts>;

/** A published document's data: nothing in it is changed by what reads it. */
export type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** The company's facts as published (the seed, contract/values/company.ts, is one). */
export type CompanyFactsData = DeepReadonly<CompanyFacts>;

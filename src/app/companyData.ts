// The company's node of every page's structured data (structuredData.ts): one node that is both
// an Organization and a ProfessionalService, with its address, place, opening hours and profiles,
// from the published `company` document; and the site's addresses built from its facts. Runs
// only in the renderer.

import type { DayOfWeek, OpeningHoursSpecification, ProfessionalService, Thing } from 'schema-dts';
import type { CompanyFactsData } from '../api/types';

/** The company's facts as published, and the site's addresses built from them. */
export interface Site {
  company: CompanyFactsData;
  url: (path: string) => string;
  organization: { '@id': string };
}

export const siteOf = (company: CompanyFactsData): Site => ({
  company,
  url: (path) => `${company.siteUrl}${path === '/' ? '/' : path}`,
  organization: { '@id': `${company.siteUrl}/#organization` },
});

const DAY_NAMES: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};
const DAY_ORDER = Object.keys(DAY_NAMES);

/** 'Mo-Fr 09:00-16:00, Sa 10:00-12:00' → schema.org OpeningHoursSpecification entries. */
function openingHoursSpecification(spec: string): OpeningHoursSpecification[] {
  return spec.split(',').map((part) => {
    const [days = '', hours = ''] = part.trim().split(/\s+/);
    const [first = '', last = first] = days.split('-');
    const from = DAY_ORDER.indexOf(first);
    const to = DAY_ORDER.indexOf(last);
    if (from < 0 || to < from) throw new Error(`bad opening hours "${part}"`);
    const [opens, closes] = hours.split('-');
    if (!opens || !closes) throw new Error(`bad opening hours "${part}"`);
    return {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAY_ORDER.slice(from, to + 1).map(
        (d) => `https://schema.org/${DAY_NAMES[d]}` as DayOfWeek,
      ),
      opens,
      closes,
    };
  });
}

/** The company as one node, both Organization and ProfessionalService (a LocalBusiness). */
export function companyNode({ company, url, organization }: Site): Thing {
  const node: ProfessionalService = {
    '@type': 'ProfessionalService',
    '@id': organization['@id'],
    name: company.name,
    legalName: company.legalName,
    url: url('/'),
    logo: url('/favicon.svg'),
    image: url('/favicon.svg'),
    email: company.salesEmail,
    telephone: company.phone.href.replace(/^tel:/, ''),
    foundingDate: String(company.established),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postcode,
      addressCountry: 'GB',
    },
    geo: { '@type': 'GeoCoordinates', ...company.geo },
    openingHoursSpecification: openingHoursSpecification(company.hours.spec),
    sameAs: company.social.map((s) => s.href),
  };
  // One node that is both: ProfessionalService is a kind of Organization (a LocalBusiness).
  return {
    ...(node as object),
    '@type': ['Organization', 'ProfessionalService'],
  } as unknown as Thing;
}

// Texts of the content documents name values by placeholder, "Careers at {name}"
// (contract/content-fields.ts, TextWith): a page puts the values in as it shows the text, so that
// a company fact is written once, in the company's document, and each page shows it as published.

export type FillValues = Readonly<Record<string, string | number>>;

/** The text with each {name} it has a value for replaced by that value; others are left. */
export const fillIn = (text: string, values: FillValues): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );

/**
 * What companyValues reads of the company's facts: the `company` document's shape
 * (contract/documents/company/schema.ts), written out so that this module imports nothing.
 */
interface FactsNamed {
  readonly name: string;
  readonly legalName: string;
  readonly established: number;
  readonly supportEmail: string;
  readonly salesEmail: string;
  readonly phone: { readonly display: string };
  readonly hours: { readonly summary: string };
  readonly address: {
    readonly street: string;
    readonly city: string;
    readonly region: string;
    readonly postcode: string;
    readonly country: string;
  };
}

/** The company's facts a text may name (COMPANY_FACTS of contract/content-fields.ts). */
export const companyValues = ({ address, ...company }: FactsNamed) => ({
  name: company.name,
  legalName: company.legalName,
  address: `${address.street}, ${address.city} ${address.postcode}, ${address.country}`,
  city: address.city,
  region: address.region,
  established: company.established,
  supportEmail: company.supportEmail,
  salesEmail: company.salesEmail,
  phone: company.phone.display,
  hours: company.hours.summary,
});

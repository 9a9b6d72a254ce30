// A job or internship posting's schema.org JobPosting (Google's job posting rich result), for the
// structured data of its page (structuredData.ts). Only an open posting carries one: Google asks
// that an expired posting's markup be removed. Runs only in the renderer.

import type { JobPosting as JobPostingNode } from 'schema-dts';
import type { CompanyFactsData, JobPosting } from '../api/types';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The description as HTML (Google allows it): a paragraph each, line breaks kept. */
const descriptionHtml = (body: string): string =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');

const amount = (cents: number): number => cents / 100;

/**
 * The posting as a JobPosting node; `pageUrl` is its page's full address, `organization` the
 * reference to the company's node (its hiring organisation), `company` its published facts.
 */
export function jobPostingNode(
  posting: JobPosting,
  pageUrl: string,
  organization: { '@id': string },
  company: CompanyFactsData,
): JobPostingNode {
  const remote = posting.workplace === 'remote';
  const { salaryMinCents: min, salaryMaxCents: max } = posting;
  return {
    '@type': 'JobPosting',
    '@id': `${pageUrl}#job-posting`,
    title: posting.title,
    description: descriptionHtml(posting.body),
    url: pageUrl,
    datePosted: posting.datePosted,
    ...(posting.validThrough ? { validThrough: posting.validThrough } : {}),
    employmentType: posting.employmentType,
    hiringOrganization: organization,
    identifier: { '@type': 'PropertyValue', name: company.name, value: String(posting.id) },
    // Candidates apply on the posting's own page (docs/product.md §10.17).
    directApply: true,
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: {
            '@type': 'Country',
            name: posting.applicantCountry ?? '',
          },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              streetAddress: company.address.street,
              addressLocality: company.address.city,
              addressRegion: company.address.region,
              postalCode: company.address.postcode,
              addressCountry: 'GB',
            },
          },
        }),
    ...(min !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: posting.salaryCurrency,
            value: {
              '@type': 'QuantitativeValue',
              ...(max === null || max === min
                ? { value: amount(min) }
                : { minValue: amount(min), maxValue: amount(max) }),
              unitText: posting.salaryUnit,
            },
          },
        }
      : {}),
  };
}

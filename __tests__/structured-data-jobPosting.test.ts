/**
 * @jest-environment node
 */
// A job posting's schema.org data (src/app/structuredData.ts), as search engines read it from the
// prerendered HTML of the posting's page: the JobPosting properties Google's rich-result
// documentation requires and recommends, its breadcrumb trail, and none once it closes.

import { company } from '../contract/values/company';
import { PATHS } from '../src/config/paths';
import { graphOf, type Node, ofType, resolve, typesOf } from './support/structuredData';

describe('structured data', () => {
  describe('a job posting', () => {
    const posting = {
      id: 41,
      slug: 'platform-engineer',
      type: 'job' as const,
      title: 'Platform Engineer <Kubernetes>',
      body: 'Keep our platforms healthy.\n\nOn call one week in six.',
      datePosted: '2026-11-20',
      validThrough: '2099-01-31T17:00:00.000Z',
      employmentType: 'FULL_TIME' as const,
      workplace: 'hybrid' as const,
      applicantCountry: null,
      salaryMinCents: 5_500_000,
      salaryMaxCents: 7_000_000,
      salaryCurrency: 'GBP' as const,
      salaryUnit: 'YEAR' as const,
      open: true,
      retentionDays: 180,
    };
    const path = `${PATHS.careersJobs}/${posting.slug}`;

    it("an open one's page is a JobPosting with Google's required and recommended properties", async () => {
      const graph = await graphOf(path, { posting });
      const [job, ...more] = ofType(graph, 'JobPosting');
      expect(more).toHaveLength(0);
      // Required: title, description (HTML allowed), datePosted, hiringOrganization, jobLocation.
      expect(job).toMatchObject({
        title: posting.title,
        description: '<p>Keep our platforms healthy.</p><p>On call one week in six.</p>',
        datePosted: '2026-11-20',
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
        // Recommended: validThrough, employmentType, identifier, baseSalary, directApply.
        validThrough: posting.validThrough,
        employmentType: 'FULL_TIME',
        identifier: { '@type': 'PropertyValue', name: company.name, value: '41' },
        directApply: true,
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'GBP',
          value: {
            '@type': 'QuantitativeValue',
            minValue: 55000,
            maxValue: 70000,
            unitText: 'YEAR',
          },
        },
        url: `${company.siteUrl}${path}`,
      });
      expect(job!.description).not.toContain('<Kubernetes>');
      const hiring = resolve(graph, job!.hiringOrganization);
      expect(typesOf(hiring)).toContain('Organization');
      expect(hiring).toMatchObject({ name: company.name, url: `${company.siteUrl}/` });
      expect(job).not.toHaveProperty('jobLocationType');
    });

    it('a remote one is TELECOMMUTE with the country applicants must live in', async () => {
      const remote = {
        ...posting,
        workplace: 'remote' as const,
        applicantCountry: 'United Kingdom',
        validThrough: null,
        salaryMinCents: 4_000_000,
        salaryMaxCents: null,
        salaryUnit: 'MONTH' as const,
      };
      const [job] = ofType(await graphOf(path, { posting: remote }), 'JobPosting');
      expect(job).toMatchObject({
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'United Kingdom' },
        baseSalary: { value: { value: 40000, unitText: 'MONTH' } },
      });
      expect(job).not.toHaveProperty('jobLocation');
      // Open until filled: no closing time.
      expect(job).not.toHaveProperty('validThrough');
    });

    it('its breadcrumb trail ends with the posting, under the list of its type', async () => {
      const [trail] = ofType(await graphOf(path, { posting }), 'BreadcrumbList');
      const items = trail!.itemListElement as Node[];
      expect(items.map((item) => [item.name, item.item])).toEqual([
        [company.name, `${company.siteUrl}/`],
        ['Careers', `${company.siteUrl}/careers`],
        ['Open Positions', `${company.siteUrl}/careers/jobs`],
        [posting.title, `${company.siteUrl}${path}`],
      ]);
    });

    it('a closed one carries no JobPosting (Google: remove expired postings)', async () => {
      const graph = await graphOf(path, { posting: { ...posting, open: false } });
      expect(ofType(graph, 'JobPosting')).toHaveLength(0);
      expect(ofType(graph, 'Organization')).toHaveLength(1);
    });
  });
});

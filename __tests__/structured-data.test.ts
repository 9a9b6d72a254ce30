/**
 * @jest-environment node
 */
// Every page's schema.org data (src/app/structuredData.ts), as search engines read it from the
// prerendered HTML: valid JSON, the types docs/product.md names, and the properties Google's
// rich-result documentation requires of each (Organization/LocalBusiness, BreadcrumbList,
// Product, Course, JobPosting) plus what the Service offers must say.

import { company } from '../contract/values/company';
import { PATHS } from '../src/config/paths';
import { HELP_REDIRECTS, SITE_ROUTES } from '../src/config/siteRoutes';
import { pricingSeed } from '../contract/documents/pricing/seed';
import { aboutSeed } from '../contract/documents/about/seed';
import { careersSeed } from '../contract/documents/careers/seed';
import { renderDocument } from '../src/prerender';
import {
  graphOf,
  manifest,
  type Node,
  ofType,
  resolve,
  shell,
  typesOf,
} from './support/structuredData';

const pages = SITE_ROUTES.filter(
  (path) => !(path in HELP_REDIRECTS) && path !== PATHS.profile && !path.startsWith('/staff'),
);

describe('structured data', () => {
  it.each(pages)(
    '%s names the company (Organization, ProfessionalService) and the site',
    async (path) => {
      const graph = await graphOf(path);
      const [org, ...others] = ofType(graph, 'Organization');
      expect(others).toHaveLength(0);
      expect(typesOf(org!)).toEqual(['Organization', 'ProfessionalService']);
      // LocalBusiness: name and address required; telephone, url, hours and sameAs recommended.
      expect(org).toMatchObject({
        name: company.name,
        url: `${company.siteUrl}/`,
        telephone: '+442392000417',
        address: {
          '@type': 'PostalAddress',
          streetAddress: company.address.street,
          addressLocality: company.address.city,
          postalCode: company.address.postcode,
          addressCountry: 'GB',
        },
        geo: { latitude: company.geo.latitude, longitude: company.geo.longitude },
        sameAs: company.social.map((s) => s.href),
      });
      expect(org!.openingHoursSpecification).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
            (d) => `https://schema.org/${d}`,
          ),
          opens: '09:00',
          closes: '16:00',
        },
      ]);
      const [site] = ofType(graph, 'WebSite');
      expect(site).toMatchObject({ name: company.name, url: `${company.siteUrl}/` });
      expect(resolve(graph, site!.publisher)).toBe(org);
    },
  );

  it('tells search engines how to search the site from the home page (SearchAction)', async () => {
    const [site] = ofType(await graphOf('/'), 'WebSite');
    // Google's sitelinks search box: a target with the query's place, and its name required.
    expect(site!.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${company.siteUrl}/search?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    });
  });

  it.each(pages.filter((p) => p.split('/').length > 2))(
    '%s has a breadcrumb trail from home to itself',
    async (path) => {
      const [trail, ...more] = ofType(await graphOf(path), 'BreadcrumbList');
      expect(more).toHaveLength(0);
      const items = trail!.itemListElement as Node[];
      expect(items.length).toBeGreaterThanOrEqual(2);
      items.forEach((item, i) => {
        expect(item).toMatchObject({ '@type': 'ListItem', position: i + 1 });
        expect(typeof item.name).toBe('string');
        expect((item.name as string).length).toBeGreaterThan(0);
      });
      expect(items[0]!.item).toBe(`${company.siteUrl}/`);
      expect(items.at(-1)!.item).toBe(`${company.siteUrl}${path}`);
    },
  );

  it('has no breadcrumb trail on top-level pages', async () => {
    expect(ofType(await graphOf(PATHS.contact), 'BreadcrumbList')).toHaveLength(0);
  });

  it.each([PATHS.pricing, PATHS.servicesPricing])(
    '%s offers each service with an Offer per tier, priced as the page shows',
    async (path) => {
      const graph = await graphOf(path);
      const services = ofType(graph, 'Service');
      expect(services.map((s) => s.name)).toEqual(pricingSeed.plans.map((p) => p.service));
      services.forEach((service, i) => {
        expect(resolve(graph, service.provider)['@id']).toBe(`${company.siteUrl}/#organization`);
        const offers = service.offers as Node[];
        expect(offers).toHaveLength(3);
        offers.forEach((offer, t) => {
          const tier = pricingSeed.plans[i]!.tiers[t]!;
          expect(offer.priceCurrency).toBe('USD');
          expect(offer.priceSpecification).toMatchObject({ minPrice: tier.price.min });
        });
      });
    },
  );

  it('describes each course with its provider, and the open one with its price', async () => {
    const graph = await graphOf(PATHS.courses);
    const courses = ofType(graph, 'Course');
    expect(courses).toHaveLength(3);
    for (const course of courses) {
      // Google's course info: name, description and provider required.
      expect(course.name).toEqual(expect.any(String));
      expect((course.description as string).length).toBeGreaterThan(20);
      expect(resolve(graph, course.provider).name).toBe(company.name);
    }
    const [web] = ofType(await graphOf(PATHS.courseWebDevelopment), 'Course');
    expect(web!.offers).toMatchObject({ priceCurrency: 'USD', category: 'Paid' });
    expect((web!.offers as Node).price).toBeGreaterThan(0);
  });

  it('describes each product the shop shows, with its offer and rating', async () => {
    const products = [
      {
        id: 7,
        title: 'Starter template </script><script>alert(1)</script>',
        price: 49,
        description: 'A landing page template.',
        category: 'templates' as const,
        image: '/media/starter.webp',
        rating: { rate: 4.5, count: 12 },
      },
    ];
    const graph = await graphOf(PATHS.products, {
      shop: {
        search: '',
        page: { items: products, total: 1, all: 1, page: 1, pageSize: 24, pages: 1 },
      },
    });
    const [product, ...more] = ofType(graph, 'Product');
    expect(more).toHaveLength(0);
    // Google's product snippets: name, and offers, a review or an aggregate rating.
    expect(product).toMatchObject({
      name: products[0]!.title,
      image: `${company.siteUrl}/media/starter.webp`,
      offers: { '@type': 'Offer', price: '49.00', priceCurrency: 'USD' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
    });
  });

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

  it('is not written into the not-found page', async () => {
    const { html } = await renderDocument('/__nowhere__', shell, manifest, { notFound: true });
    expect(html).not.toContain('application/ld+json');
  });

  it("says what is published: the company's facts and the prices staff changed", async () => {
    const documents = {
      company: { ...company, phone: { display: '+44 1 2345', href: 'tel:+44012345' } },
      pricing: {
        ...pricingSeed,
        plans: pricingSeed.plans.map((plan, i) =>
          i === 0
            ? {
                ...plan,
                tiers: plan.tiers.map((t) => ({ ...t, price: { ...t.price, min: 4_321 } })),
              }
            : plan,
        ),
      },
    };
    const graph = await graphOf(PATHS.pricing, { documents });
    expect(ofType(graph, 'Organization')[0]).toMatchObject({ telephone: '+44012345' });
    const [first] = ofType(graph, 'Service');
    expect((first!.offers as Node[])[0]!.priceSpecification).toMatchObject({ minPrice: 4_321 });
  });

  it("names the about and careers pages in the breadcrumbs as their documents' titles say", async () => {
    const documents = {
      company,
      about: { ...aboutSeed, seo: { ...aboutSeed.seo, title: 'Our story' } },
      careers: { ...careersSeed, jobsSeo: { ...careersSeed.jobsSeo, title: 'Jobs' } },
    };
    const names = async (path: string) => {
      const [trail] = ofType(await graphOf(path, { documents }), 'BreadcrumbList');
      return (trail!.itemListElement as Node[]).map((item) => item.name);
    };
    expect(await names(PATHS.aboutWhoWeAre)).toEqual([company.name, 'Our story', 'Who We Are']);
    expect(await names(PATHS.careersJobs)).toEqual([company.name, 'Careers', 'Jobs']);
  });
});

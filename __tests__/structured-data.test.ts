/**
 * @jest-environment node
 */
// Every page's schema.org data (src/app/structuredData.ts), as search engines read it from the
// prerendered HTML: valid JSON, the types docs/product.md names, and the properties Google's
// rich-result documentation requires of each (Organization/LocalBusiness, BreadcrumbList,
// Product, Course, JobPosting) plus what the Service offers must say. A job posting's page is
// in structured-data-jobPosting.test.ts.

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

/**
 * @jest-environment node
 */
// The services and courses pages as the server renders them (src/prerender.tsx, which
// server/site/live-pages.ts runs): each route names the documents it shows, and the page shows them as
// given (published), with the company's facts from `company`.

import { company } from '../contract/values/company';
import { coursesSeed } from '../contract/documents/courses/seed';
import { servicesSeed } from '../contract/documents/services/seed';
import { webDevelopmentSeed } from '../contract/documents/webDevelopment/seed';
import { documentKeys, renderDocument } from '../src/prerender';
import { manifest, shell } from './support/structuredData';

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'));

describe('the services and courses pages, rendered on the server', () => {
  it.each([
    ['/services', ['services']],
    // A service's page shows the case studies that used it (docs/product.md §10.14), and its
    // "Get a quote" link the pricing plan that names it (§10.15).
    ['/services/csd', ['services', 'pricing', 'caseStudies']],
    ['/services/logodesign', ['services', 'pricing', 'caseStudies']],
    ['/services/itoutsourcing', ['services', 'pricing']],
    ['/services/webdevelopment', ['webDevelopment', 'services', 'pricing', 'caseStudies']],
    ['/case-studies', ['caseStudies']],
    ['/case-studies/any-study', ['caseStudies']],
    ['/courses', ['courses']],
    ['/courses/webdevelopment', ['courses', 'enrolment', 'enrolConfirmation']],
    ['/courses/dsa', ['courses']],
  ])('%s shows the frame and %j', async (path, keys) => {
    expect(await documentKeys(path)).toEqual(['site', 'company', ...keys]);
  });

  it("show the documents given, with the company's email and phone in a short page's sentence", async () => {
    const services = {
      ...servicesSeed,
      shortPages: {
        ...servicesSeed.shortPages,
        contact: {
          ...servicesSeed.shortPages.contact,
          text: servicesSeed.shortPages.contact.text.replace('or call', 'or ring'),
        },
      },
      logoDesign: { ...servicesSeed.logoDesign, title: 'Brand Design' },
    };
    const phone = { display: '+44 1 2345', href: 'tel:+44012345' };
    const { html } = await renderDocument('/services/logodesign', shell, manifest, {
      data: { documents: { services, company: { ...company, phone } } },
    });
    const root = rootOf(html);
    expect(root).toMatch(/<h1[^>]*>Brand Design<\/h1>/);
    expect(root).toContain(
      'Tell us what you have in mind and we will reply within one working day. ' +
        `You can also email ${company.salesEmail} or ring +44 1 2345.`,
    );
    expect(root).not.toContain(company.phone.display);
  });

  it('show the web development page and course as published', async () => {
    const web = await renderDocument('/services/webdevelopment', shell, manifest, {
      data: {
        documents: { webDevelopment: { ...webDevelopmentSeed, title: 'Websites and web apps' } },
      },
    });
    expect(rootOf(web.html)).toMatch(/<h1>Websites and web apps<\/h1>/);
    const course = coursesSeed.webDevelopment;
    const { html } = await renderDocument('/courses/webdevelopment', shell, manifest, {
      data: {
        documents: {
          courses: {
            ...coursesSeed,
            webDevelopment: { ...course, facts: { ...course.facts, price: 1_450 } },
          },
        },
      },
    });
    expect(rootOf(html)).toContain('$1,450');
    expect(rootOf(html)).not.toContain('$1,200');
  });
});

/**
 * @jest-environment node
 */
// The pages as the prerenderer (src/prerender.tsx) renders them: each area's title, description
// and canonical link from its documents, the documents each page is rendered from, and the page in
// #root, with live data (products, postings) or without. How a page sits in the build's shell
// (its styles, code and first paint): prerender-shell.test.tsx.

import { DOCUMENTS } from '../contract/documents';
import { company } from '../contract/values/company';
import { coursesSeed } from '../contract/documents/courses/seed';
import { servicesSeed } from '../contract/documents/services/seed';
import { webDevelopmentSeed } from '../contract/documents/webDevelopment/seed';
import { aboutSeed } from '../contract/documents/about/seed';
import { careersSeed } from '../contract/documents/careers/seed';
import { companyValues, fillIn } from '../contract/values/content/fill-in';
import { documentKeys, renderDocument } from '../src/prerender';
import { manifest, shell } from './support/prerenderBuild';

interface SeoEntry {
  title: string;
  description: string;
}

/** The services and courses pages' entries, as their documents' seeds hold them. */
const servicesAndCoursesSeo: Record<string, SeoEntry> = {
  '/services': servicesSeed.seo,
  '/services/csd': servicesSeed.csd.seo,
  '/services/logodesign': servicesSeed.logoDesign.seo,
  '/services/itconsulting': servicesSeed.itConsulting.seo,
  '/services/softwaredevelopment': servicesSeed.softwareDevelopment.seo,
  '/services/mobileappdevelopment': servicesSeed.mobileApp.seo,
  '/services/itoutsourcing': servicesSeed.itOutsourcing.seo,
  '/services/webdevelopment': webDevelopmentSeed.seo,
  '/courses': coursesSeed.seo,
  ...Object.fromEntries(coursesSeed.courses.map((course) => [course.path, course.seo])),
};

/** A page's entry as the about and careers documents' seeds give it, the company's facts in. */
const entry = ({ title, description }: SeoEntry): SeoEntry => ({
  title: `${title} | ${company.name}`,
  description: fillIn(description, companyValues(company)),
});
const aboutSeo = {
  '/about': entry(aboutSeed.seo),
  '/about/our-values': entry(aboutSeed.valuesSeo),
  '/about/our-vision': entry(aboutSeed.visionSeo),
  '/about/who-we-are': entry(aboutSeed.whoWeAreSeo),
  '/about/what-we-do': entry(aboutSeed.whatWeDoSeo),
};
const careersSeo = {
  '/careers': entry(careersSeed.seo),
  '/careers/jobs': entry(careersSeed.jobsSeo),
  '/careers/internships': entry(careersSeed.internshipsSeo),
};

// The support pages' entries as they were written in code before they were documents: the
// documents (with the company's facts filled in) must give the same.
const supportSeo: Record<string, SeoEntry> = {
  '/support/FAQ': {
    title: 'FAQ | Kestrel Software',
    description:
      'Answers to common questions about Kestrel Software: our services, project costs and timescales, code ownership, payments, support and your account data.',
  },
  '/support/HelpCentre': {
    title: 'Help Centre | Kestrel Software',
    description:
      'Kestrel Software Help Centre: guides to your account, working with us, the shop and our courses, and the quickest ways to reach our support team.',
  },
  '/support/Privacypolicy': {
    title: 'Privacy Policy | Kestrel Software',
    description:
      'How Kestrel Software collects, uses and protects your personal data under UK GDPR: what we keep, why, for how long, the cookies we use and your rights.',
  },
  '/support/TermofServices': {
    title: 'Terms of Service | Kestrel Software',
    description:
      'The terms that apply when you use the Kestrel Software website, including your account, acceptable use, intellectual property, the shop, courses and liability.',
  },
};

describe('prerendered pages', () => {
  it.each(
    Object.entries({ ...aboutSeo, ...careersSeo, ...supportSeo, ...servicesAndCoursesSeo }) as [
      string,
      SeoEntry,
    ][],
  )("give %s its area's title and description, and itself as canonical", async (path, entry) => {
    const { html } = await renderDocument(path, shell, manifest);
    const head = html.slice(0, html.indexOf('</head>'));
    const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
    expect(head).toContain(`<title>${escaped(entry.title)}</title>`);
    expect(head).toContain(`<meta name="description" content="${escaped(entry.description)}"/>`);
    expect(head).toContain(`<link rel="canonical" href="${company.siteUrl}${path}"/>`);
  });

  it.each([...Object.keys(aboutSeo), ...Object.keys(careersSeo), '/careers/jobs/any-slug'])(
    "render %s from its area's document, which the server re-renders it with",
    async (path) => {
      const area = path.startsWith('/about') ? 'about' : 'careers';
      expect(await documentKeys(path)).toEqual(expect.arrayContaining(['site', 'company', area]));
    },
  );

  it('render the layout and the page itself into #root', async () => {
    const { html } = await renderDocument('/contact', shell, manifest);
    const root = html.slice(html.indexOf('<div id="root" data-path="/contact"'));
    expect(root.length).toBeGreaterThan(1000);
    expect(root).toContain('aria-label="Main"');
    expect(root).toMatch(/<h1[^>]*>[^<]*Contact/);
    expect(root).toContain('<footer');
  });

  it('render /products with live data: the products themselves, carried for the browser', async () => {
    const products = [
      {
        id: 7,
        title: 'Harbour </script><script>alert(1)</script>',
        price: 59,
        description: 'A template.',
        category: 'templates' as const,
        image: '/media/products/harbour.svg',
        rating: { rate: 4.5, count: 1234 },
      },
    ];
    const shop = {
      search: '',
      page: { items: products, total: 1, all: 1, page: 1, pageSize: 24, pages: 1 },
    };
    const { html } = await renderDocument('/products', shell, manifest, { data: { shop } });
    const root = html.slice(html.indexOf('<div id="root"'));
    // The grid is in the page, with the price in the site's format and the first image eager.
    expect(root).toContain('Harbour &lt;/script&gt;');
    expect(root).toContain('$59.00');
    expect(root).toContain('role="status">1 product</p>');
    expect(root).toMatch(/1,234 reviews/);
    expect(root).toMatch(/<img src="\/media\/products\/harbour.svg"[^>]*loading="eager"/);
    // The data for hydration, which no text in it can break out of.
    const script = /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(
      html,
    );
    expect(script).not.toBeNull();
    // The products, and the documents the page shows (the frame's, the company's facts, the shop's).
    expect(JSON.parse(script![1]!)).toEqual({
      shop,
      documents: {
        site: DOCUMENTS.site.seed,
        company: JSON.parse(JSON.stringify(company)),
        shop: DOCUMENTS.shop.seed,
      },
    });
    expect(html.match(/<script>alert/g)).toBeNull();
  });

  it("render a posting's page and the careers list with live data, in the first paint", async () => {
    const posting = {
      id: 5,
      slug: 'devops-engineer',
      type: 'job' as const,
      title: 'DevOps Engineer',
      body: 'Keep our platforms calm.',
      datePosted: '2026-11-20',
      validThrough: null,
      employmentType: 'PART_TIME' as const,
      workplace: 'onsite' as const,
      applicantCountry: null,
      salaryMinCents: 3_000_000,
      salaryMaxCents: null,
      salaryCurrency: 'EUR' as const,
      salaryUnit: 'YEAR' as const,
      open: true,
      retentionDays: 180,
    };
    const page = await renderDocument('/careers/jobs/devops-engineer', shell, manifest, {
      data: { posting },
    });
    const root = page.html.slice(page.html.indexOf('<div id="root"'));
    expect(root).toContain('<h1>DevOps Engineer</h1>');
    expect(root).toContain('Part time');
    expect(root).toContain('From €30,000 a year');
    expect(root).toContain('Open until filled');
    expect(page.html).toContain(
      '<link rel="canonical" href="https://www.kestrel.example/careers/jobs/devops-engineer"',
    );

    const { type: _type, open: _open, ...listed } = posting;
    const list = await renderDocument('/careers/jobs', shell, manifest, {
      data: { posts: { job: [listed] } },
    });
    expect(list.html).toContain('href="/careers/jobs/devops-engineer"');
    // A posting's page and its apply form are a chunk of their own, which the lists never load.
    expect(page.html).toContain('/assets/posting.js');
    expect(list.html).toContain('/assets/careers.js');
    expect(list.html).not.toContain('/assets/posting.js');
    // What the page shows (the page's data after it carries the careers document's words).
    const shown = list.html.slice(0, list.html.indexOf('<script id="page-data"'));
    expect(shown).not.toContain('Loading open positions');
  });

  it('render /products for its address: its page of its query, with links to the others', async () => {
    const base = {
      description: 'An audit.',
      image: '/media/products/x.svg',
      rating: { rate: 4, count: 2 },
      price: 10,
      category: 'audits' as const,
    };
    const items = Array.from({ length: 24 }, (_, i) => ({
      ...base,
      id: 25 + i,
      title: `Audit ${25 + i}`,
    }));
    const page = { items, total: 60, all: 80, page: 2, pageSize: 24, pages: 3 };
    const { html } = await renderDocument('/products?category=audits&page=2', shell, manifest, {
      data: { shop: { search: '?category=audits&page=2', page } },
    });
    expect(html).toContain('<div id="root" data-path="/products"');
    expect(html).toContain('Showing 25–48 of 60 products');
    expect(html).toContain('Audit 48');
    // Its own address, and the pages before and after it, for search engines; links to each.
    expect(html).toContain(
      '<link rel="canonical" href="https://www.kestrel.example/products?category=audits&amp;page=2"',
    );
    expect(html).toContain(
      '<link rel="prev" href="https://www.kestrel.example/products?category=audits"',
    );
    expect(html).toContain(
      '<link rel="next" href="https://www.kestrel.example/products?category=audits&amp;page=3"',
    );
    expect(html).toMatch(/<a [^>]*href="\/products\?category=audits&amp;page=3"[^>]*>3<\/a>/);
    expect(html).toContain('<title>Shop (page 2)');
  });

  it('render /products without data as loading, carrying only the documents it shows', async () => {
    const { html } = await renderDocument('/products', shell, manifest);
    expect(html).toContain('Loading products...');
    const script = /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(
      html,
    );
    expect(Object.keys(JSON.parse(script![1]!) as object)).toEqual(['documents']);
  });

  it('render a page from the documents given: what is published, not the seed', async () => {
    const home = {
      ...DOCUMENTS.home.seed,
      hero: { ...DOCUMENTS.home.seed.hero, headline: 'Published words' },
    };
    const { html } = await renderDocument('/', shell, manifest, { data: { documents: { home } } });
    expect(html).toContain('<h1 id="home-hero-title" class="title">Published words</h1>');
    expect(html).not.toContain(DOCUMENTS.home.seed.hero.headline);
  });

  it('render the login and sign-up forms, which work before the app, and guard the profile', async () => {
    const login = (await renderDocument('/login', shell, manifest)).html;
    expect(login).not.toContain('Checking login status...');
    expect(login).toMatch(/<form[^>]* action="\/login" method="post"/);
    expect(login).toMatch(/<a href="\/forgot-password"[^>]*>Forgot password\?<\/a>/);
    expect(login).toContain('Logging in needs JavaScript');
    const signup = (await renderDocument('/signup', shell, manifest)).html;
    expect(signup).toMatch(/<form[^>]* action="\/signup" method="post"/);
    expect(signup).toContain('<input type="hidden" name="_xsrf"/>');
    const profile = (await renderDocument('/profile', shell, manifest)).html;
    expect(profile).toContain('Checking login status...');
    // Each loads its own chunk: the sign-in pages never the profile's, nor the profile theirs.
    expect(login).toContain('/assets/account.js');
    expect(login).not.toContain('/assets/profile.js');
    expect(profile).toContain('/assets/profile.js');
    expect(profile).not.toContain('/assets/account.js');
  });

  it('render the not-found page for unknown paths', async () => {
    const { html } = await renderDocument('/no-such-page', shell, manifest, {
      notFound: true,
    });
    expect(html).toContain('404 Page');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain('<div id="root" data-path="*"');
  });
});

// Structured data (schema.org JSON-LD) of each page, written into its HTML by the prerenderer and
// by the server's live renders (src/prerender.tsx): the company (one node, as Organization and
// ProfessionalService) and the WebSite on every page; a Service with an Offer per pricing tier
// where pricing plans are shown; a Course for each course; a Product with its Offer and rating for
// each product the shop page shows; a JobPosting on an open job or internship posting's page; a
// BreadcrumbList on every nested page; an Article on a case study's page (caseStudyData.ts; the
// company's node: companyData.ts); a WebPage on a page staff built from blocks (with a
// BreadcrumbList even at the top of the site); a BlogPosting on an article's page and a Blog or
// CollectionPage on the insights' lists (insightsData.ts). Built from the same
// facts and words the pages show (the content documents), so the two cannot disagree.
// Types are checked with schema-dts. It runs only in the renderer: no browser loads it.

import type {
  WebPage,
  BreadcrumbList,
  Course,
  Offer,
  Product,
  Service,
  Thing,
  SearchAction,
  WebSite,
  WithActionConstraints,
} from 'schema-dts';
import { PATHS } from '../config/paths';
import type { CompanyFactsData, DocumentData, DocumentKey } from '../api/types';
import { areaSeoOf } from '../features/content/servicesCourses';
import { caseStudyAt, caseStudyNode } from './caseStudyData';
import { articleIn, articleListIn, articleListNode, articleNode } from './insightsData';
import { companyNode, type Site, siteOf } from './companyData';
import { jobPostingNode } from './jobPostingData';
import type { PageData } from './pageData';
import { companyValues, fillIn } from '../../contract/values/content/fill-in';

type PricingPlan = DocumentData<'pricing'>['plans'][number];

const websiteNode = ({ company, url, organization }: Site): WebSite => ({
  '@type': 'WebSite',
  '@id': `${company.siteUrl}/#website`,
  name: company.name,
  url: url('/'),
  publisher: organization,
  inLanguage: 'en-GB',
  potentialAction: searchAction(url),
});

/** The site search (/search?q=), which a search engine may offer as a box (schema.org). */
const searchAction = (url: Site['url']): WithActionConstraints<SearchAction> => ({
  '@type': 'SearchAction',
  target: {
    '@type': 'EntryPoint',
    urlTemplate: `${url(PATHS.search)}?q={search_term_string}`,
  },
  'query-input': 'required name=search_term_string',
});

function serviceNode({ url, organization }: Site, plan: PricingPlan, pagePath: string): Service {
  const offers: Offer[] = plan.tiers.map((tier) => ({
    '@type': 'Offer',
    name: `${plan.service}: ${tier.name}`,
    description: tier.bestFor,
    url: url(pagePath),
    priceCurrency: 'USD',
    priceSpecification: {
      '@type': 'PriceSpecification',
      priceCurrency: 'USD',
      minPrice: tier.price.min,
      ...(tier.price.openEnded ? {} : { maxPrice: tier.price.max }),
    },
    seller: organization,
  }));
  return {
    '@type': 'Service',
    name: plan.service,
    serviceType: plan.service,
    description: plan.summary,
    provider: organization,
    areaServed: 'Worldwide',
    ...(plan.servicePath ? { url: url(plan.servicePath) } : {}),
    offers,
  };
}

function courseNodes({ url, organization }: Site, pagePath: string, data: PageData): Course[] {
  const document = data.documents?.courses as DocumentData<'courses'> | undefined;
  const webDevelopmentCourse = document?.webDevelopment;
  const courses = (document?.courses ?? []).filter(
    (c) => pagePath === PATHS.courses || c.path === pagePath,
  );
  return courses.map((c) => ({
    '@type': 'Course',
    name: c.title,
    description: c.summary,
    url: url(c.path),
    provider: organization,
    educationalLevel: c.level,
    timeRequired: c.duration,
    ...(c.path === PATHS.courseWebDevelopment && webDevelopmentCourse
      ? {
          description: webDevelopmentCourse.summary,
          offers: {
            '@type': 'Offer',
            category: 'Paid',
            price: webDevelopmentCourse.facts.price,
            priceCurrency: 'USD',
            url: url(c.path),
          },
        }
      : {}),
  }));
}

function productNodes({ url, organization }: Site, data: PageData | undefined): Product[] {
  return (data?.shop?.page.items ?? []).map((p) => ({
    '@type': 'Product',
    '@id': `${url(PATHS.products)}#product-${p.id}`,
    name: p.title,
    description: p.description,
    image: p.image.startsWith('/') ? url(p.image) : p.image,
    category: p.category,
    brand: organization,
    offers: {
      '@type': 'Offer',
      price: p.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: url(PATHS.products),
      seller: organization,
    },
    ...(p.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.rating.rate,
            reviewCount: p.rating.count,
            bestRating: 5,
          },
        }
      : {}),
  }));
}

/** The titles of the pages whose search-engine entries are in a content document they show. */
const DOCUMENT_TITLES: Readonly<Record<string, (d: Documents) => string | undefined>> = {
  [PATHS.faq]: (d) => d.support?.faqSeo.title,
  [PATHS.helpCentre]: (d) => d.support?.helpCentreSeo.title,
  [PATHS.privacy]: (d) => d.legal?.privacy.seo.title,
  [PATHS.terms]: (d) => d.legal?.terms.seo.title,
  [PATHS.contact]: (d) => d.contact?.seo.title,
  [PATHS.products]: (d) => d.shop?.productsSeo.title,
  [PATHS.cart]: (d) => d.shop?.cartSeo.title,
  [PATHS.login]: (d) => d.account?.login.title,
  [PATHS.signup]: (d) => d.account?.signup.title,
  [PATHS.forgotPassword]: (d) => d.account?.forgotPassword.title,
  [PATHS.resetPassword]: (d) => d.account?.resetPassword.title,
  [PATHS.setPassword]: (d) => d.account?.setPassword.title,
  [PATHS.verifyEmail]: (d) => d.account?.verifyEmail.title,
  [PATHS.profile]: (d) => d.account?.profile.title,
  [PATHS.about]: (d) => d.about?.seo.title,
  [PATHS.aboutValues]: (d) => d.about?.valuesSeo.title,
  [PATHS.aboutVision]: (d) => d.about?.visionSeo.title,
  [PATHS.aboutWhoWeAre]: (d) => d.about?.whoWeAreSeo.title,
  [PATHS.aboutWhatWeDo]: (d) => d.about?.whatWeDoSeo.title,
  [PATHS.careers]: (d) => d.careers?.seo.title,
  [PATHS.careersJobs]: (d) => d.careers?.jobsSeo.title,
  [PATHS.careersInternships]: (d) => d.careers?.internshipsSeo.title,
  [PATHS.caseStudies]: (d) => d.caseStudies?.seo.title,
  // Not a document's: the insights' words are the site's (src/content/insights.ts).
  [PATHS.insights]: () => 'Insights',
};
type Documents = { readonly [K in DocumentKey]?: DocumentData<K> };

/** A page's own name, as its title says it (without the company's name). */
const pageName = (path: string, { company }: Site, data?: PageData): string | undefined => {
  const pricing = data?.documents?.pricing as DocumentData<'pricing'> | undefined;
  const title =
    path === PATHS.pricing
      ? pricing?.seo.title
      : path === PATHS.servicesPricing
        ? pricing?.servicesSeo.title
        : (DOCUMENT_TITLES[path]?.((data?.documents ?? {}) as Documents) ??
          areaSeoOf(path, data?.documents)?.title);
  return title?.replace(` | ${company.name}`, '');
};

/** `data.posting`: a page with no title of its own in a document (a posting: its title names it). */
function breadcrumbs(site: Site, path: string, data?: PageData): BreadcrumbList | undefined {
  const { company, url } = site;
  const list = data && articleListIn(data);
  const current =
    data?.posting?.title ??
    caseStudyAt(path, data)?.title ??
    data?.page?.content.title ??
    (data && articleIn(data)?.title) ??
    list?.tag?.name ??
    list?.author?.name;
  const segments = path.split('/').filter(Boolean);
  if (segments.length < (data?.page ? 1 : 2)) return undefined;
  const trail = [PATHS.home as string];
  for (let i = 1; i <= segments.length; i += 1) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    if (pageName(prefix, site, data) !== undefined || (prefix === path && current))
      trail.push(prefix);
  }
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: p === PATHS.home ? company.name : (pageName(p, site, data) ?? current),
      item: url(p),
    })),
  };
}

/** A page staff built from blocks: its name, description, time and image as published. */
function builtPageNode({ company, url }: Site, page: NonNullable<PageData['page']>): WebPage {
  const { content } = page;
  return {
    '@type': 'WebPage',
    '@id': `${url(page.path)}#webpage`,
    url: url(page.path),
    name: content.title,
    description: fillIn(content.seo.description, companyValues(company)),
    isPartOf: { '@id': `${company.siteUrl}/#website` },
    inLanguage: 'en-GB',
    dateModified: page.publishedAt,
    ...(content.image
      ? { primaryImageOfPage: { '@type': 'ImageObject', url: url(content.image.url) } }
      : {}),
  };
}

/** The plans a page shows: every plan on the pricing pages, a service's own on its page. */
const plansOn = (path: string, data?: PageData): readonly PricingPlan[] => {
  const plans = (data?.documents?.pricing as DocumentData<'pricing'> | undefined)?.plans ?? [];
  return path === PATHS.pricing || path === PATHS.servicesPricing
    ? plans
    : plans.filter((plan) => plan.servicePath === path);
};

/** The structured data of the page at `path` (shown with `data`), as one schema.org graph. */
function structuredDataFor(path: string, data: PageData) {
  const site = siteOf(data.documents?.company as CompanyFactsData);
  const nodes: Thing[] = [companyNode(site), websiteNode(site)];
  nodes.push(...plansOn(path, data).map((plan) => serviceNode(site, plan, path)));
  if (path === PATHS.courses || path.startsWith(`${PATHS.courses}/`))
    nodes.push(...courseNodes(site, path, data));
  if (path === PATHS.products) nodes.push(...productNodes(site, data));
  // An open posting's page (a closed one carries none: Google asks that it be removed).
  if (data.posting?.open) {
    nodes.push(jobPostingNode(data.posting, site.url(path), site.organization, site.company));
  }
  const study = caseStudyAt(path, data);
  if (study) nodes.push(caseStudyNode(study, site.url, site.organization, site.company.name));
  if (data.page) nodes.push(builtPageNode(site, data.page));
  const article = articleIn(data);
  if (article) nodes.push(articleNode(site, article));
  const articles = articleListIn(data);
  if (articles) nodes.push(articleListNode(site, articles));
  const trail = breadcrumbs(site, path, data);
  if (trail) nodes.push(trail);
  return { '@context': 'https://schema.org' as const, '@graph': nodes };
}

/** The page's structured data as a script element for its <head>. */
export function structuredDataScript(path: string, data: PageData): string {
  // `<` written as \u003c: nothing in the data can close the script element.
  const json = JSON.stringify(structuredDataFor(path, data)).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

// The site's words are content documents the server sends with each page (docs/product.md
// §10.12): the JavaScript every browser downloads carries none of the pages made from them.

import fs from 'node:fs';
import path from 'node:path';
import { company } from '../../contract/values/company';
import { homeSeed } from '../../contract/documents/home/seed';
import { pricingSeed } from '../../contract/documents/pricing/seed';
import { siteSeed } from '../../contract/documents/site/seed';
import { coursesSeed } from '../../contract/documents/courses/seed';
import { servicesSeed } from '../../contract/documents/services/seed';
import { webDevelopmentSeed } from '../../contract/documents/webDevelopment/seed';
import { aboutSeed } from '../../contract/documents/about/seed';
import { careersSeed } from '../../contract/documents/careers/seed';
import { contactSeed } from '../../contract/documents/contact/seed';
import { legalSeed } from '../../contract/documents/legal/seed';
import { notFoundSeed } from '../../contract/documents/notFound/seed';
import { shopSeed } from '../../contract/documents/shop/seed';
import { supportSeed } from '../../contract/documents/support/seed';
import { accountSeed } from '../../contract/documents/account/seed';
import { searchSeed } from '../../contract/documents/search/seed';
import { expect, test } from '../support/fixtures';

const assets = path.resolve(__dirname, '../..', process.env.E2E_DIST_DIR ?? 'dist', 'assets');

test('the JavaScript sent to browsers carries no words of the published pages', () => {
  const scripts = fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(assets, name), 'utf8'));
  expect(scripts.length).toBeGreaterThan(5);
  const words = [
    // The company's facts: one record, sent with the pages, never built into the code.
    company.phone.display,
    company.phone.href,
    company.supportEmail,
    company.salesEmail,
    company.address.street,
    homeSeed.hero.headline,
    homeSeed.story.paragraphs[0]!.slice(0, 60),
    homeSeed.whyChooseUs.cards[0]!.content,
    pricingSeed.intro,
    pricingSeed.plans[0]!.tiers[0]!.bestFor,
    pricingSeed.plans[2]!.tiers[1]!.features[2]!,
    siteSeed.footer.contactBlurb,
    servicesSeed.intro,
    servicesSeed.csd.description[1]!.slice(0, 60),
    servicesSeed.logoDesign.included[1]!,
    servicesSeed.mobileApp.text,
    webDevelopmentSeed.intro.heading,
    webDevelopmentSeed.faqs.items[0]!.answer,
    coursesSeed.intro,
    coursesSeed.notRunning.text,
    coursesSeed.webDevelopment.syllabus.modules[2]!.topics[2]!,
    coursesSeed.webDevelopment.faqs.items[2]!.answer,
    aboutSeed.values.cta.heading,
    aboutSeed.vision.paragraphs[0]!.slice(0, 60),
    aboutSeed.values.items[2]!.text,
    aboutSeed.whoWeAre.team[4]!.bio,
    careersSeed.paragraphs[0]!.slice(0, 60),
    careersSeed.benefits.items[3]!.text,
    careersSeed.posting.closedText,
    supportSeed.faq.heading,
    supportSeed.faq.items[2]!.answer,
    supportSeed.helpCentre.topics[0]!.articles[0]!.paragraphs[0]!,
    legalSeed.privacy.sections[1]!.paragraphs[0]!,
    legalSeed.terms.sections[8]!.heading,
    contactSeed.intro,
    shopSeed.products.intro,
    shopSeed.cart.emptyText,
    notFoundSeed.text,
    accountSeed.signup.description.slice(-60),
    searchSeed.loadError,
    searchSeed.noResults.suggestions[2]!,
  ];
  for (const text of words) {
    const found = scripts.filter((js) => js.includes(text)).length;
    expect(found, `"${text}" in the JavaScript`).toBe(0);
  }
});

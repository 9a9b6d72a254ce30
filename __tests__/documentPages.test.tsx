/**
 * @jest-environment node
 */
// The support, policy, contact, shop, not-found and account pages as the server renders them
// (src/prerender.tsx): each route names its documents, and the page shows what is published in
// them, with the company's facts as published wherever its words name one.

import { company } from '../contract/values/company';
import { DOCUMENTS } from '../contract/documents';
import { type BuildManifest, documentKeys, renderDocument } from '../src/prerender';

const shell =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"></head><body><div id=root></div></body></html>';
const manifest: BuildManifest = {
  entry: { js: [], css: [] },
  chunks: new Proxy({}, { get: () => ({ js: [], css: [] }) }) as BuildManifest['chunks'],
};

/** Facts as a company that moved and changed its number would publish them. */
const moved = {
  ...company,
  supportEmail: 'help@merlin.example',
  phone: { display: '+44 20 7946 0000', href: 'tel:+442079460000' },
  address: { ...company.address, city: 'Bristol', region: 'Avon' },
  geo: { latitude: 51.4545, longitude: -2.5879 },
};
const render = async (path: string, documents: Record<string, unknown>) =>
  (await renderDocument(path, shell, manifest, { data: { documents } })).html;

describe("pages from the support, legal, contact, shop, notFound, account and members' documents", () => {
  it.each([
    ['/support/FAQ', ['support']],
    ['/support/HelpCentre', ['support']],
    ['/support/Privacypolicy', ['support', 'legal', 'measurement']],
    ['/support/TermofServices', ['support', 'legal']],
    ['/contact', ['contact']],
    ['/products', ['shop']],
    ['/cart', ['shop']],
    ['/login', ['account']],
    ['/profile', ['account', 'enrolment', 'dataRights']],
    ['/certificates/AAAAAAAAAAAAAAAAAAAAAA', ['enrolment']],
    ['/reset-password', ['account']],
    ['/no/such/page', ['notFound']],
    ['/search', ['search']],
  ])('%s shows the frame and %j', async (path, keys) => {
    expect(await documentKeys(path)).toEqual(['site', 'company', ...keys]);
  });

  it('the privacy policy ends with the published measurement section, in its contents too', async () => {
    const measurement = structuredClone(DOCUMENTS.measurement.seed);
    measurement.heading = 'Counting visits without cookies';
    const html = await render('/support/Privacypolicy', { measurement, company: moved });
    expect(html).toContain('>Counting visits without cookies</h2>');
    expect(html).toContain('href="#counting-visits-without-cookies"');
    expect(html).toContain('Questions about this: help@merlin.example.');
    const terms = await render('/support/TermofServices', { measurement });
    expect(terms).not.toContain('Counting visits without cookies');
  });

  it('the FAQ shows the published questions, and the facts its answers name', async () => {
    const support = structuredClone(DOCUMENTS.support.seed);
    support.faq.heading = 'Questions people ask';
    support.faq.items.reverse();
    const html = await render('/support/FAQ', { support, company: moved });
    expect(html).toContain('>Questions people ask</h1>');
    expect(html.indexOf('How do I change my details')).toBeLessThan(
      html.indexOf('What services do you offer?'),
    );
    expect(html).toContain('To delete your account, email help@merlin.example from the address');
    expect(html).toContain('Our office is in Bristol, Avon.');
    expect(html).toContain('<a href="tel:+442079460000" class="');
    expect(html).toContain('<a href="mailto:help@merlin.example" class="');
    expect(html).not.toContain(company.supportEmail);
    expect(html).not.toContain(company.phone.display);
  });

  it('the Help Centre and the policies follow their documents and the facts', async () => {
    const support = structuredClone(DOCUMENTS.support.seed);
    support.helpCentre.topics[0]!.title = 'Your login';
    const help = await render('/support/HelpCentre', { support, company: moved });
    expect(help).toContain('<strong>Your login</strong>');
    expect(help).toContain('Email help@merlin.example with the address of the page');

    const legal = structuredClone(DOCUMENTS.legal.seed);
    legal.terms.sections[0]!.heading = 'Who runs this site';
    const terms = await render('/support/TermofServices', { legal, company: moved });
    expect(terms).toContain('Who runs this site</h2>');
    expect(terms).toContain('href="#who-runs-this-site"');
    expect(terms).toContain(
      'with its office at 214 Harbour Street, Suite 5, Bristol PO1 3AB, United Kingdom. You can contact us at help@merlin.example or on +44 20 7946 0000.',
    );
  });

  it("the contact page's map shows the office where the facts put it", async () => {
    const contact = structuredClone(DOCUMENTS.contact.seed);
    contact.form.submit = 'Send it';
    const html = await render('/contact', { contact, company: moved });
    expect(html).toContain('>Send it</button>');
    expect(html).toContain('title="Map showing the Kestrel Software office in Bristol"');
    expect(html).toContain('marker=51.4545%2C-2.5879');
    expect(html).toContain('href="https://www.openstreetmap.org/?mlat=51.4545&amp;mlon=-2.5879');
  });

  it('the shop, the not-found page and the account titles show what is published', async () => {
    const shop = structuredClone(DOCUMENTS.shop.seed);
    shop.products.heading = 'Our shop';
    shop.productsSeo.description =
      'Templates and kits from the {name} team in {city}, searchable and ready to add to a cart.';
    shop.categories = [{ id: 'templates', label: 'Site templates' }];
    const products = await render('/products', { shop, company: moved });
    expect(products).toContain('>Our shop</h1>');
    expect(products).toContain('>Site templates</a>');
    expect(products).not.toContain('>UI kits</a>');
    expect(products).toContain(
      'content="Templates and kits from the Kestrel Software team in Bristol, searchable',
    );

    const notFound = { ...DOCUMENTS.notFound.seed, heading: 'Nothing here' };
    expect(await render('/no/such/page', { notFound })).toContain('>Nothing here</h1>');

    const account = structuredClone(DOCUMENTS.account.seed);
    account.forgotPassword.title = 'Lost your password?';
    expect(await render('/forgot-password', { account })).toContain(
      '<title>Lost your password? | Kestrel Software</title>',
    );
  });

  it('the search page shows its published words, the count and pages among them', async () => {
    const search = structuredClone(DOCUMENTS.search.seed);
    search.heading = 'Find anything';
    search.count.other = 'Found {count} pages about {q}';
    search.pager.pageOf = 'Part {page} of {pages}';
    const item = { title: 'Cloud', titleParts: [], path: '/cloud', snippet: [] };
    const results = {
      items: [item],
      total: 1200,
      page: 1,
      pageSize: 10,
      pages: 120,
      wordsCut: false,
    };
    const html = (
      await renderDocument('/search?q=cloud', shell, manifest, {
        data: { documents: { search }, search: { search: '?q=cloud', results } },
      })
    ).html;
    expect(html).toContain('>Find anything</h1>');
    expect(html).toContain('Found 1,200 pages about cloud');
    expect(html).toContain('Part 1 of 120');
  });
});

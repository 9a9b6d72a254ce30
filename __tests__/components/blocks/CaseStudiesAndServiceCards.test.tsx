// The case-study list and the service cards: blocks showing another document's data (the case
// studies', the services'), which they name for the page (documentsOf), read from the store as
// the page carries it, and draw with no words of their own.

import { screen, within } from '@testing-library/react';
import { Check } from 'typebox/value';
import { Block, documentsOf } from '../../../contract/blocks';
import { CaseStudiesBlock } from '../../../contract/blocks/case-studies';
import { DOCUMENTS } from '../../../contract/documents';
import { refusals, renderBlocks, served } from './blockHarness';

const studies = {
  type: 'caseStudies',
  id: 'work',
  heading: 'Our work',
  intro: '',
  count: 2,
  service: [] as string[],
};
const services = { type: 'serviceCards', id: 'offer', heading: 'What we do', intro: 'Four ways.' };

it('names the documents they show, each once, for the page to be rendered with', () => {
  const blocks = [studies, services, { ...studies, id: 'more' }] as Block[];
  expect(documentsOf(blocks)).toEqual(['caseStudies', 'services']);
});

describe('the case-study list', () => {
  it('accepts a list, and refuses a count over 12 or a service the studies cannot name', () => {
    expect(Check(Block, studies)).toBe(true);
    expect(refusals(CaseStudiesBlock, { ...studies, count: 13 })).toEqual(['/count']);
    expect(refusals(CaseStudiesBlock, { ...studies, service: ['/pricing'] })).toEqual([
      '/service/0',
    ]);
  });

  it('shows the newest studies, as many as asked, each linking to its page', () => {
    renderBlocks([studies]);
    const section = screen.getByRole('region', { name: 'Our work' });
    const titles = within(section).getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'A checkout that keeps up with a growing outdoor retailer',
      'Online booking for a three-site dental practice',
    ]);
    expect(
      within(section).getByRole('link', {
        name: 'Read the case study Online booking for a three-site dental practice',
      }),
    ).toHaveAttribute('href', '/case-studies/marlow-finch-dental-booking');
  });

  it('shows only the studies of its service, and nothing when none used it', () => {
    renderBlocks([{ ...studies, count: 12, service: ['/services/logodesign'] }]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'A new identity and site for a coffee roaster',
    ]);
    const seed = DOCUMENTS.caseStudies.seed;
    const none = { ...seed, studies: seed.studies.filter((s) => s.slug.startsWith('marlow')) };
    const { container } = renderBlocks([{ ...studies, service: ['/services/logodesign'] }], {
      caseStudies: none,
    });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the service cards', () => {
  it('shows the services page’s cards, each linking to its service by the page’s words', () => {
    renderBlocks([services]);
    const section = screen.getByRole('region', { name: 'What we do' });
    expect(within(section).getByText('Four ways.')).toBeVisible();
    const list = within(section).getByRole('list', { name: 'Services' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(list).getByRole('link', { name: 'Find out more Web Development' }),
    ).toHaveAttribute('href', '/services/webdevelopment');
  });

  it('refuses a block with words the editor does not have', () => {
    expect(Check(Block, services)).toBe(true);
    expect(Check(Block, { ...services, cards: [] })).toBe(false);
  });
});

it('the server and the browser draw the same markup for both', () => {
  const { errors, html, hydrated } = served([studies, services]);
  expect(errors).toEqual([]);
  expect(hydrated).toBe(html);
  expect(html).toContain('Find out more');
});

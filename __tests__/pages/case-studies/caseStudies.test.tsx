import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { caseStudiesSeed } from '../../../contract/documents/caseStudies/seed';
import {
  SUBSCRIBE_STUDY_HEADING,
  SUBSCRIBE_WORDING,
} from '../../../contract/values/forms/subscribe-form';
import { fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedOut, renderApp } from '../../support/renderApp';

// The case studies' pages (docs/product.md §10.14) in the whole app, from the seeded document:
// the list and its filter (links: the filter is the address), a study's page, an unknown one.

fetchDoubleForEachTest();

const main = () => within(screen.getByRole('main'));
const studies = caseStudiesSeed.studies;
const titlesOf = () =>
  main()
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('/case-studies', () => {
  it('lists every study newest first, and filters by the service its address names', async () => {
    const user = userEvent.setup();
    renderApp('/case-studies', { preloadedState: loggedOut });
    await screen.findByRole('heading', { level: 1, name: caseStudiesSeed.heading });
    const newest = [...studies].sort((a, b) => b.date.localeCompare(a.date));
    expect(titlesOf()).toEqual(newest.map((s) => s.title));

    const filter = within(screen.getByRole('navigation', { name: caseStudiesSeed.filterLabel }));
    const logo = filter.getByRole('link', { name: caseStudiesSeed.serviceNames.logodesign });
    expect(logo).toHaveAttribute('href', '/case-studies?service=logodesign');
    await user.click(logo);
    const usingLogo = newest.filter((s) => s.services.includes('/services/logodesign'));
    expect(titlesOf()).toEqual(usingLogo.map((s) => s.title));
    expect(logo).toHaveAttribute('aria-current', 'page');
    await user.click(filter.getByRole('link', { name: caseStudiesSeed.allServices }));
    expect(titlesOf()).toHaveLength(studies.length);
  });

  it('shows every study for a service it does not know', async () => {
    renderApp('/case-studies?service=nonsense', { preloadedState: loggedOut });
    await screen.findByRole('heading', { level: 1, name: caseStudiesSeed.heading });
    expect(titlesOf()).toHaveLength(studies.length);
  });

  it('shows a study with its facts, results and images', async () => {
    const study = studies[1]!;
    renderApp(`/case-studies/${study.slug}`, { preloadedState: loggedOut });
    await screen.findByRole('heading', { level: 1, name: study.title });
    for (const result of study.results) expect(main().getByText(result.value)).toBeVisible();
    expect(main().getByRole('img', { name: study.images[0]!.alt })).toHaveAttribute(
      'height',
      String(study.images[0]!.height),
    );
    expect(main().getByRole('link', { name: caseStudiesSeed.serviceNames.csd })).toHaveAttribute(
      'href',
      '/services/csd',
    );
  });

  it("offers the newsletter's form, which the browser posts itself (no script needed)", async () => {
    const study = studies[0]!;
    renderApp(`/case-studies/${study.slug}`, { preloadedState: loggedOut });
    // Under its own heading, so that it reads apart from the footer's form.
    const section = await main().findByRole('region', { name: SUBSCRIBE_STUDY_HEADING });
    const field = within(section).getByRole('textbox', { name: 'Your email address' });
    const form = field.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter');
    expect(form).toHaveFormValues({ source: 'case-study', email: '' });
    expect(within(form).getByText(SUBSCRIBE_WORDING)).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Subscribe' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('says so for an address with no study', async () => {
    renderApp('/case-studies/no-such-study', { preloadedState: loggedOut });
    expect(
      await screen.findByRole('heading', { level: 1, name: caseStudiesSeed.notFound.heading }),
    ).toBeVisible();
  });
});

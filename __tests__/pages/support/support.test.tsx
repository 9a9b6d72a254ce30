import { act, screen, within } from '@testing-library/react';
import { company } from '../../../contract/values/company';
import type { DocumentData } from '../../../contract/documents';
import { companyValues, fillIn } from '../../../contract/values/content/fill-in';
import { uiActions } from '../../../src/features/ui/uiSlice';
import { fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedOut, renderApp, seedDocuments } from '../../support/renderApp';

fetchDoubleForEachTest();

const open = (path: string) => renderApp(path, { preloadedState: loggedOut });
// The questions as published (the prices they name put in), the company's facts filled in.
const faqItems = (seedDocuments.support as DocumentData<'support'>).faq.items.map((item) => ({
  ...item,
  answer: fillIn(item.answer, companyValues(company)),
}));
const [first, second] = faqItems as [(typeof faqItems)[number], (typeof faqItems)[number]];
/** A question: the <summary> of its <details>, which the browser opens and closes itself. */
const question = (text: string) => screen.getByRole('heading', { name: text }).closest('summary')!;
/** Whether a question's <details> is open. */
const expanded = (text: string) => question(text).closest('details')!.open;

describe('support: FAQ', () => {
  it('starts with every answer closed', async () => {
    open('/support/FAQ');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    for (const item of faqItems) {
      expect(expanded(item.question)).toBe(false);
      expect(screen.getByText(item.answer)).not.toBeVisible();
    }
  });

  it('opens one item at a time, and clicking the open item closes it; the store keeps it', async () => {
    const { user, store } = open('/support/FAQ');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });

    await user.click(question(first.question));
    expect(expanded(first.question)).toBe(true);
    expect(screen.getByText(first.answer)).toBeVisible();
    expect(store.getState().ui.faqOpenId).toBe(first.id);

    await user.click(question(second.question));
    expect(expanded(second.question)).toBe(true);
    expect(screen.getByText(second.answer)).toBeVisible();
    expect(expanded(first.question)).toBe(false);
    expect(screen.getByText(first.answer)).not.toBeVisible();
    expect(store.getState().ui.faqOpenId).toBe(second.id);

    await user.click(question(second.question));
    expect(expanded(second.question)).toBe(false);
    expect(screen.getByText(second.answer)).not.toBeVisible();
    expect(store.getState().ui.faqOpenId).toBeNull();
  });

  it('shows the item open in the store when the page is opened', async () => {
    const { store } = open('/support/FAQ');
    act(() => store.dispatch(uiActions.faqItemToggled(first.id)));
    expect(await screen.findByText(first.answer)).toBeVisible();
  });
});

describe('support: other pages', () => {
  it('the Help Centre has its topics and the ways to reach us', async () => {
    open('/support/HelpCentre');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
    for (const name of ['Your account', 'Working with us', 'Shop and courses', 'Still need help?'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Your account/ })).toHaveAttribute('href', '#account');
    const stillNeedHelp = screen.getByRole('region', { name: 'Still need help?' });
    expect(
      within(stillNeedHelp).getByRole('link', { name: 'support@kestrel.example' }),
    ).toHaveAttribute('href', 'mailto:support@kestrel.example');
    expect(
      within(stillNeedHelp).getByRole('link', { name: 'Open the contact form' }),
    ).toHaveAttribute('href', '/contact');
  });

  it('the Privacy Policy has its date, contents linking to each section, and the sections', async () => {
    open('/support/Privacypolicy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated: 1 November 2026');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const link = within(contents).getByRole('link', { name: 'Your rights' });
    expect(link).toHaveAttribute('href', '#your-rights');
    const target = document.getElementById('your-rights');
    expect(target).toContainElement(screen.getByRole('heading', { level: 2, name: 'Your rights' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Cookies and local storage' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy | Kestrel Software');
  });

  it('the Terms of Service have their date and sections', async () => {
    open('/support/TermofServices');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeVisible();
    expect(screen.getByText(/Last updated/)).toHaveTextContent('1 November 2026');
    for (const name of ['Acceptable use', 'Intellectual property', 'Our liability'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('a support sub-navigation links the four pages and marks the current one', async () => {
    open('/support/TermofServices');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    const nav = screen.getByRole('navigation', { name: 'Help and support' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/support/FAQ',
      '/support/HelpCentre',
      '/support/Privacypolicy',
      '/support/TermofServices',
    ]);
    expect(within(nav).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('aria-current');
  });
});

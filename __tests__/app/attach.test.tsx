import { File as NodeFile } from 'node:buffer';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { routes } from '../../src/app/routes';
import { makeStore } from '../../src/app/store';
import { supportSeed } from '../../contract/documents/support/seed';
import { json, fetchDoubleForEachTest } from '../support/fetchDouble';
import { loggedOut, memoryApp, seedDocuments } from '../support/renderApp';
import { loadRoutes } from '../../src/app/routeParts';
import { primeStore, type PageData } from '../../src/app/pageData';
import { openPosting } from '../support/posting';

// What a visitor does between the first paint and the app attaching (hydration): the page's HTML
// is there, the app is not. Here the page is rendered to HTML as the server sends it, the visitor
// acts on that HTML, and only then does React hydrate it.

jest.setTimeout(30_000);
const net = fetchDoubleForEachTest();

/** A store as the page's data starts it: with the documents the server rendered the page with. */
const pageStore = (data: PageData = {}) => {
  const store = makeStore(loggedOut);
  primeStore(store.dispatch, { documents: seedDocuments, ...data });
  return store;
};

const app = (path: string, store = pageStore()) => {
  const { router, element } = memoryApp(path);
  return { store, router, element: <Provider store={store}>{element}</Provider> };
};

/** The page's HTML in the document, as the first paint shows it, before any script. */
async function paint(path: string, data?: PageData): Promise<HTMLElement> {
  const server = app(path, pageStore(data));
  // The page's lazily loaded code first, as the prerenderer loads it.
  await loadRoutes(routes, path.split('?')[0]!);
  const container = document.createElement('div');
  container.innerHTML = renderToString(server.element);
  document.body.append(container);
  return container;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

async function attach(path: string, container: HTMLElement, data?: PageData) {
  const client = app(path, pageStore(data));
  await loadRoutes(routes, path.split('?')[0]!);
  await act(async () => {
    root = hydrateRoot(container, client.element);
  });
  return client;
}

describe('before the app attaches', () => {
  it('keeps what was typed in the contact form, with focus, and sends it once attached', async () => {
    const container = await paint('/contact');
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field('fullName').value = 'Ada Lovelace';
    field('email').value = 'ada@example.com';
    field('subject').value = 'A new website';
    field('message').value = 'A quote, please.';
    field('message').focus();

    net.on('POST', '/api/contact', () => json({ message: 'Thanks' }, 201));
    await attach('/contact', container);
    expect(field('fullName').value).toBe('Ada Lovelace');
    expect(field('message')).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(net.requests.length).toBe(1));
    expect(JSON.parse(net.bodies[0]!)).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'A new website',
      message: 'A quote, please.',
    });
    expect(screen.queryByText('Please enter your full name.')).toBeNull();
  });

  it('puts into the store the FAQ item opened before the app attached, and keeps it open', async () => {
    const [, second] = supportSeed.faq.items;
    const container = await paint('/support/FAQ');
    const details = () => container.querySelectorAll('details');
    details()[1]!.open = true;

    const client = await attach('/support/FAQ', container);
    expect(client.store.getState().ui.faqOpenId).toBe(second!.id);
    expect(details()[1]!.open).toBe(true);
    expect(details()[0]!.open).toBe(false);
  });

  it('keeps what was typed in the apply form, its consent and CV, and sends them once attached', async () => {
    const path = '/careers/jobs/platform-engineer';
    const container = await paint(path, { posting: openPosting });
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field('fullName').value = 'Ada Lovelace';
    field('email').value = 'ada@example.com';
    field('coverLetter').value = 'I like engines.';
    field('consent').checked = true;
    // Node's File: the FormData that fetch sends is Node's too (jest/jsdom-env.js).
    const cv = new NodeFile(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(field('cv'), cv as unknown as File);

    net.on('POST', '/api/posts/platform-engineer/applications', () =>
      json({ id: 1, message: 'Thanks' }, 201),
    );
    await attach(path, container, { posting: openPosting });
    expect(field('fullName').value).toBe('Ada Lovelace');
    expect(field('consent').checked).toBe(true);
    // Typing elsewhere re-renders the form: the consent ticked before stays ticked.
    await userEvent.type(field('phone'), '+44 1');
    expect(field('consent').checked).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(net.requests.length).toBe(1));
    const body = await net.requests[0]!.formData();
    expect(body.get('fullName')).toBe('Ada Lovelace');
    expect(body.get('email')).toBe('ada@example.com');
    expect(body.get('phone')).toBe('+44 1');
    expect(body.get('coverLetter')).toBe('I like engines.');
    expect(body.get('consent')).toBe('yes');
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'application for Platform Engineer',
    );
  });

  it('hydrates the page answered to a refused form: what was typed, its messages, then sends', async () => {
    const path = '/careers/jobs/platform-engineer';
    const values = {
      fullName: 'Ada Lovelace',
      email: 'not an address',
      phone: '',
      portfolioUrl: '',
      githubUrl: '',
      linkedinUrl: '',
      coverLetter: 'I like engines.',
      consent: 'yes',
    };
    const form = {
      form: 'apply' as const,
      values,
      attempted: true,
      flash: { kind: 'error' as const, text: 'Enter a valid email address.' },
      field: 'email',
    };
    const container = await paint(path, { posting: openPosting, form });
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    net.on('POST', '/api/posts/platform-engineer/applications', () =>
      json({ id: 2, message: 'Thanks' }, 201),
    );
    await attach(path, container, { posting: openPosting, form });
    expect(field('email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByText(/please choose your CV again/)).toBeVisible();

    await userEvent.clear(field('email'));
    await userEvent.type(field('email'), 'ada@example.com');
    const cv = new NodeFile(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(field('cv'), cv as unknown as File);
    expect(screen.queryByText(/please choose your CV again/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(net.requests.length).toBe(1));
    const body = await net.requests[0]!.formData();
    expect(body.get('email')).toBe('ada@example.com');
    expect(body.get('coverLetter')).toBe('I like engines.');
    expect(body.get('consent')).toBe('yes');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'application for Platform Engineer',
    );
  });
});

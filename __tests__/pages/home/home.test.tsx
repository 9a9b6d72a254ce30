import { act, screen, waitFor, within } from '@testing-library/react';
import { json, fetchDoubleForEachTest } from '../../support/fetchDouble';
import { DOCUMENTS } from '../../../contract/documents';
import { primeStore } from '../../../src/app/pageData';
import { makeStore } from '../../../src/app/store';
import { loggedOut, renderApp, seedDocuments } from '../../support/renderApp';

const API_TESTIMONIALS = [
  {
    id: 11,
    name: 'Nadia Curtis',
    designation: 'Owner, Curtis Bakery',
    message: 'Our orders page finally works on phones.',
    photo: '/media/testimonials/nadia-curtis.svg',
  },
  {
    id: 12,
    name: 'Owen Price',
    designation: 'Director, Price & Sons',
    message: 'On time and on budget.',
    photo: null,
  },
  {
    id: 13,
    name: 'Lena Fischer',
    designation: 'CTO, Nordlicht',
    message: 'Clear advice, no jargon.',
    photo: '',
  },
];
const SAMPLE_NAMES = ['Priya Shah', 'Tom Whitaker', 'Helen Ogunleye'];

const net = fetchDoubleForEachTest();
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const main = () => within(screen.getByRole('main'));
const heroHeading = () =>
  screen.findByRole('heading', { level: 1, name: /scalable, fast, seo-ready websites/i });

/** The link inside the card whose title is `title`. */
const cardLink = (title: string) => {
  const card = main().getByRole('heading', { name: title }).closest('article');
  if (!card) throw new Error(`no card titled ${title}`);
  return within(card).getByRole('link');
};

describe('home page', () => {
  beforeEach(() => {
    net.on('GET', '/api/ts/getall', () => json(API_TESTIMONIALS));
  });

  it('shows its sections in the order of docs/product.md §1', async () => {
    renderApp('/', { preloadedState: loggedOut });
    await heroHeading();
    const headings = main()
      .getAllByRole('heading')
      .map((h) => ({ level: Number(h.tagName[1]), text: h.textContent }));
    expect(headings.filter((h) => h.level <= 2).map((h) => h.text)).toEqual([
      'Scalable, fast, SEO-ready websites that grow with your business',
      'Welcome to Kestrel Software',
      'Our Story',
      'Our Services',
      'Why Choose Us?',
      'Recent work',
      'What Our Clients Say',
    ]);
    const texts = headings.map((h) => h.text);
    const between = (from: string, to: string) =>
      texts.slice(texts.indexOf(from) + 1, texts.indexOf(to));
    expect(between('Welcome to Kestrel Software', 'Our Story')).toEqual([
      'Welcome',
      'Kestrel Software',
      'Our Mission',
    ]);
    expect(between('Our Services', 'Why Choose Us?')).toEqual([
      'Custom Software Development',
      'IT Consulting',
      'Web Development',
      'Logo Design',
    ]);
    expect(between('Why Choose Us?', 'Recent work')).toEqual([
      'Expertise',
      'Innovation',
      'Client-Centric Approach',
      'Reliability',
      'Product Development',
      'Project Management',
      'Custom Solutions',
      'On-Time Delivery',
    ]);
    // The latest case studies, newest first (docs/product.md §10.14).
    expect(between('Recent work', 'What Our Clients Say')).toEqual([
      'A checkout that keeps up with a growing outdoor retailer',
      'Online booking for a three-site dental practice',
      'A new identity and site for a coffee roaster',
    ]);
  });

  it('links every button to the right page', async () => {
    renderApp('/', { preloadedState: loggedOut });
    await heroHeading();
    expect(main().getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/pricing');
    expect(main().getByRole('link', { name: 'Learn More about our services' })).toHaveAttribute(
      'href',
      '/services',
    );
    const targets: [string, string, string][] = [
      ['Welcome', '/about', 'Read More about us'],
      ['Kestrel Software', '/about', 'Read More about Kestrel Software'],
      ['Our Mission', '/about/what-we-do', 'Read More about our mission'],
      [
        'Custom Software Development',
        '/services/csd',
        'Read More about Custom Software Development',
      ],
      ['IT Consulting', '/services/itconsulting', 'Read More about IT Consulting'],
      ['Web Development', '/services/webdevelopment', 'Read More about Web Development'],
      ['Logo Design', '/services/logodesign', 'Read More about Logo Design'],
    ];
    for (const [title, href, name] of targets) {
      const link = cardLink(title);
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAccessibleName(name);
    }
    const story = main().getByRole('region', { name: 'Our Story' });
    expect(story).toHaveTextContent('2021');
    expect(story).toHaveTextContent('Amara Okafor');
    expect(within(story).getByRole('link', { name: 'Read More about our story' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it('shows the short link words of docs/product.md §1, names each link for where it leads', async () => {
    renderApp('/', { preloadedState: loggedOut });
    await heroHeading();
    const links = main().getAllByRole('link');
    const visibleText = (link: HTMLElement) => {
      const copy = link.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
      return copy.textContent?.trim() ?? '';
    };
    const short = links.filter((link) => /^(Read|Learn) More$/.test(visibleText(link)));
    expect(short).toHaveLength(9);
    for (const link of short) {
      const name = link.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      // The name starts with the visible words (WCAG 2.5.3) and says more than them.
      expect(link).toHaveAccessibleName(name);
      expect(name.startsWith(`${visibleText(link)} about `)).toBe(true);
    }
  });

  it('loads the hero illustration at once, with its size reserved', async () => {
    renderApp('/', { preloadedState: loggedOut });
    await heroHeading();
    const img = main().getByAltText(/browser windows, a rising chart/i);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '560');
    expect(img).toHaveAttribute('height', '420');
  });
});

describe('testimonials', () => {
  it('shows loading text first, then the testimonials from the API', async () => {
    let answer: (r: Response) => void = () => undefined;
    net.on('GET', '/api/ts/getall', () => new Promise<Response>((r) => (answer = r)));
    renderApp('/', { preloadedState: loggedOut });
    const section = await screen.findByRole('region', { name: 'What Our Clients Say' });
    expect(within(section).getByText('Loading testimonials...')).toBeInTheDocument();
    await act(async () => answer(json(API_TESTIMONIALS)));
    expect(await within(section).findByText('Nadia Curtis')).toBeInTheDocument();
    expect(within(section).getByText('On time and on budget.')).toBeInTheDocument();
    expect(within(section).getByText('Director, Price & Sons')).toBeInTheDocument();
    expect(within(section).queryByText('Loading testimonials...')).not.toBeInTheDocument();
    expect(within(section).queryByText('Priya Shah')).not.toBeInTheDocument();
  });

  it('shows the photo when there is one and the placeholder portrait when it is null or empty', async () => {
    net.on('GET', '/api/ts/getall', () => json(API_TESTIMONIALS));
    renderApp('/', { preloadedState: loggedOut });
    const section = await screen.findByRole('region', { name: 'What Our Clients Say' });
    const photo = await within(section).findByAltText('Portrait of Nadia Curtis');
    expect(photo).toHaveAttribute('src', '/media/testimonials/nadia-curtis.svg');
    expect(photo).toHaveAttribute('width', '80');
    expect(photo).toHaveAttribute('height', '80');
    const placeholders = within(section).getAllByAltText('Portrait placeholder');
    expect(placeholders).toHaveLength(2);
    for (const p of placeholders) expect(p).toHaveAttribute('width', '80');
  });

  it('crops an uploaded portrait around its focal point and says what it shows', async () => {
    const upload = '/media/uploads/0b5c3c1e-5d0e-4f7a-9d7e-2f1a3b4c5d6e.jpg';
    net.on('GET', '/api/ts/getall', () =>
      json([
        {
          ...API_TESTIMONIALS[0],
          photo: upload,
          photoInfo: {
            width: 600,
            height: 800,
            alt: 'Nadia at her counter',
            focalX: 0.5,
            focalY: 0.2,
          },
        },
      ]),
    );
    renderApp('/', { preloadedState: loggedOut });
    const section = await screen.findByRole('region', { name: 'What Our Clients Say' });
    const photo = await within(section).findByAltText('Nadia at her counter');
    expect(photo.className.split(' ')).toEqual(
      expect.arrayContaining(['photo', 'focal', 'x5', 'y2']),
    );
  });

  it("crops a card's uploaded image around the library's focal point, never an icon", async () => {
    const upload = (n: number) => `/media/uploads/0b5c3c1e-5d0e-4f7a-9d7e-2f1a3b4c5d6${n}.jpg`;
    const home = structuredClone(seedDocuments.home) as typeof DOCUMENTS.home.seed;
    const focal = { width: 800, height: 600, focalX: 0.2, focalY: 0.7 };
    home.welcome.cards[0]!.image = { ...focal, url: upload(1), alt: 'Our office' };
    home.services.cards[0]!.image = { ...focal, url: upload(2), alt: 'A laptop' };
    const store = makeStore(loggedOut);
    primeStore(store.dispatch, { documents: { ...seedDocuments, home } });
    net.on('GET', '/api/ts/getall', () => json(API_TESTIMONIALS));
    renderApp('/', { store });
    await screen.findByText(API_TESTIMONIALS[0]!.message, { exact: false });
    const office = main().getByAltText('Our office');
    expect(office.className.split(' ')).toEqual(
      expect.arrayContaining(['cropped', 'focal', 'x2', 'y7']),
    );
    // The second card's image was not an upload with a point: it shows whole.
    expect(main().getByAltText(home.welcome.cards[1]!.image.alt).className).not.toMatch(/focal/);
    expect(main().getByAltText('A laptop').className).not.toMatch(/focal|cropped/);
  });

  it('logs a failed fetch and shows the three samples exactly 1 s later', async () => {
    jest.useFakeTimers();
    let loggedAt = -1;
    const log = jest.spyOn(console, 'error').mockImplementation(() => {
      if (loggedAt < 0) loggedAt = Date.now();
    });
    net.on('GET', '/api/ts/getall', () => json({ message: 'down for maintenance' }, 503));
    const { store } = renderApp('/', {
      preloadedState: loggedOut,
      userEventOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    const section = await screen.findByRole('region', { name: 'What Our Clients Say' });
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(log).toHaveBeenCalledTimes(1);
    const [message] = log.mock.calls[0] ?? [];
    expect(String(message)).toMatch(/testimonials/i);
    expect(message).not.toBeInstanceOf(Error);

    const elapsed = Date.now() - loggedAt;
    await act(() => jest.advanceTimersByTimeAsync(999 - elapsed));
    expect(within(section).getByText('Loading testimonials...')).toBeInTheDocument();
    for (const name of SAMPLE_NAMES) {
      expect(within(section).queryByText(name)).not.toBeInTheDocument();
    }

    expect(store.getState().testimonials?.samplesShown).toBe(false);
    await act(() => jest.advanceTimersByTimeAsync(1));
    // What the visitor sees change lives in the store.
    expect(store.getState().testimonials?.samplesShown).toBe(true);
    for (const name of SAMPLE_NAMES) {
      expect(within(section).getByText(name)).toBeInTheDocument();
    }
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).queryByText('Loading testimonials...')).not.toBeInTheDocument();
    // The third sample has no photo.
    expect(within(section).getAllByAltText('Portrait placeholder')).toHaveLength(1);
  });
});

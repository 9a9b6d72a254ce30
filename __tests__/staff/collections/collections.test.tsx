import { configure, screen, waitFor } from '@testing-library/react';
import type { Role, StaffPost } from '../../../src/api/types';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { openStaffApp, page, requestsTo, stateOf } from '../../support/staffApp';

// Whole-app tests of the collections' editors (contract/values/collections.ts): the real routes, store and
// API slice; fetch answered at the network boundary.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const calls = (method: string, path: string) => requestsTo(net, method, path);
const openAs = (role: Role, path = '/staff') => openStaffApp(net, role, path);

describe('jobs and internships', () => {
  const job = (id: number, title: string, published = true): StaffPost => ({
    id,
    type: 'job',
    title,
    body: 'Build things.',
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    datePosted: '2026-11-20',
    validThrough: null,
    employmentType: 'FULL_TIME',
    workplace: 'onsite',
    applicantCountry: null,
    salaryMinCents: null,
    salaryMaxCents: null,
    salaryCurrency: 'GBP',
    salaryUnit: 'YEAR',
    closed: false,
    published,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  });

  it('creates a post, keeps the draft on a server error, refreshes the list after saving', async () => {
    const stored = [job(1, 'Engineer')];
    let fail = true;
    net.on('GET', '/api/staff/posts', () => json(page(stored)));
    net.on('POST', '/api/staff/posts', async (request) => {
      const body = (await request.json()) as StaffPost;
      if (fail) {
        fail = false;
        return json({ message: 'Title must be at most 150 characters.' }, 400);
      }
      stored.push({ ...job(2, body.title, body.published), type: body.type });
      return json(stored[1], 201);
    });
    const { user } = await openAs('admin', '/staff/jobs');
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    await user.selectOptions(screen.getByLabelText('Kind'), 'internship');
    await user.type(screen.getByLabelText(/^Title/), 'Design intern');
    await user.type(screen.getByLabelText(/^Description/), 'Learn with us.');
    await user.click(screen.getByLabelText('Published on /careers'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 150 characters');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Design intern');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The post is saved.')).toBeVisible();
    expect(
      JSON.parse(net.bodies[net.requests.lastIndexOf(calls('POST', '/api/staff/posts')[1]!)]!),
    ).toEqual({
      type: 'internship',
      title: 'Design intern',
      body: 'Learn with us.',
      // A new posting is posted today, open until filled, with no salary.
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      validThrough: null,
      employmentType: 'FULL_TIME',
      workplace: 'onsite',
      applicantCountry: null,
      salaryMinCents: null,
      salaryMaxCents: null,
      salaryCurrency: 'GBP',
      salaryUnit: 'YEAR',
      closed: false,
      published: true,
    });
    expect(await screen.findByRole('button', { name: 'Edit Design intern' })).toBeVisible();
    expect(calls('GET', '/api/staff/posts').length).toBeGreaterThanOrEqual(2);
  });

  it('asks before discarding unsaved changes, and deletes only after confirmation', async () => {
    net.on('GET', '/api/staff/posts', () => json(page([job(1, 'Engineer')])));
    net.on('DELETE', '/api/staff/posts/1', () => new Response(null, { status: 204 }));
    const { user, store } = await openAs('admin', '/staff/jobs');
    await user.click(await screen.findByRole('button', { name: 'Edit Engineer' }));
    await user.type(screen.getByLabelText(/^Title/), ' II');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alertdialog', { name: 'You have unsaved changes.' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Engineer II');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(stateOf(store).collections?.editor).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete Engineer' }));
    expect(calls('DELETE', '/api/staff/posts/1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('The post is deleted.')).toBeVisible();
    expect(calls('DELETE', '/api/staff/posts/1')).toHaveLength(1);
  });
});

describe('any collection (contract/values/collections.ts)', () => {
  it('searches as staff type, the search kept in the store, and says when nothing matches', async () => {
    const testimonial = (id: number, name: string) => ({
      id,
      name,
      designation: 'CTO',
      message: 'Great.',
      photo: null,
      published: true,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
    const all = [testimonial(1, 'Ada Byron'), testimonial(2, 'Grace Hopper')];
    net.on('GET', '/api/staff/testimonials', (request) => {
      const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
      return json(page(all.filter((t) => t.name.toLowerCase().includes(q))));
    });
    const { user, store } = await openAs('admin', '/staff/testimonials');
    expect(await screen.findByRole('button', { name: 'Edit Grace Hopper' })).toBeVisible();
    await user.type(screen.getByLabelText('Search'), 'ada');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Edit Grace Hopper' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Edit Ada Byron' })).toBeVisible();
    expect(stateOf(store).collections?.search).toEqual({ testimonials: 'ada' });
    expect(calls('GET', '/api/staff/testimonials').some((r) => r.url.endsWith('?q=ada'))).toBe(
      true,
    );
    await user.type(screen.getByLabelText('Search'), 'zzz');
    expect(await screen.findByText('Nothing matches this search.')).toBeVisible();
  });

  it('answers a back-office address that names no page', async () => {
    await openAs('admin', '/staff/nothing-here');
    expect(
      await screen.findByRole('heading', { name: 'There is no such page in the back office.' }),
    ).toBeVisible();
  });
});

describe('products', () => {
  it('sends the price in cents, refuses a price it cannot read, and uploads the image', async () => {
    net.on('GET', '/api/staff/products', () => json(page([])));
    net.on('POST', '/api/staff/media', () => json({ url: '/media/uploads/abc.png' }, 201));
    net.on('POST', '/api/staff/products', async (request) => json(await request.json(), 201));
    const { user } = await openAs('admin', '/staff/products');
    await user.click(await screen.findByRole('button', { name: 'New product' }));
    await user.type(screen.getByLabelText(/^Title/), 'Kit');
    await user.type(screen.getByLabelText(/^Price/), 'twelve');
    await user.type(screen.getByLabelText(/^Description/), 'A kit.');
    await user.upload(
      screen.getByLabelText('Upload an image'),
      new File([new Uint8Array([0x89, 0x50])], 'kit.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(calls('POST', '/api/staff/media')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a price such as 49 or 49.99.')).toBeVisible();
    expect(calls('POST', '/api/staff/products')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Price/));
    await user.type(screen.getByLabelText(/^Price/), '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('POST', '/api/staff/products')).toHaveLength(1));
    const sent = net.requests.indexOf(calls('POST', '/api/staff/products')[0]!);
    expect(JSON.parse(net.bodies[sent]!)).toMatchObject({
      priceCents: 1250,
      image: '/media/uploads/abc.png',
      category: 'templates',
    });
  });
});

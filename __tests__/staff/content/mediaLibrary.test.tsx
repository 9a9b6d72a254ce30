import { configure, screen, waitFor, within } from '@testing-library/react';
import type { MediaItem } from '../../../src/api/types';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { openStaffApp, requestsTo } from '../../support/staffApp';

// The back office's media library (/staff/media) in the whole app (real routes, store and API
// slice; fetch answered at the network boundary): where each image shows, delete asked twice for
// an image nothing shows, none offered for one in use, and the server's refusal shown.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const image = (key: string, alt: string, usedBy: MediaItem['usedBy'] = []): MediaItem => ({
  url: `/media/uploads/${key}.jpg`,
  key,
  width: 1280,
  height: 960,
  widths: [320, 640, 960, 1280],
  alt,
  name: '',
  focalX: 0.5,
  focalY: 0.5,
  bytes: 200 * 1024,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  usedBy,
});
const USED = '11111111-1111-4111-8111-111111111111';
const FREE = '22222222-2222-4222-8222-222222222222';
const RACED = '33333333-3333-4333-8333-333333333333';

it('says where each image shows and deletes one nothing shows after asking again', async () => {
  let library = [
    image(USED, 'Our office at dawn', [
      { label: 'Home page', path: '/staff/content/home' },
      { label: 'product “Starter plugin”', path: '/staff/products' },
    ]),
    image(FREE, ''),
  ];
  net.on('GET', '/api/staff/media', () => json(library));
  net.on('DELETE', `/api/staff/media/${FREE}`, () => {
    library = library.filter((i) => i.key !== FREE);
    return new Response(null, { status: 204 });
  });
  const { user } = await openStaffApp(net, 'editor', '/staff/media');

  expect(await screen.findByRole('heading', { name: 'Media library' })).toBeVisible();
  const used = await screen.findByRole('listitem', { name: 'Our office at dawn' });
  expect(within(used).getByRole('link', { name: 'Home page' })).toHaveAttribute(
    'href',
    '/staff/content/home',
  );
  expect(within(used).getByRole('link', { name: 'product “Starter plugin”' })).toBeVisible();
  expect(within(used).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

  const free = screen.getByRole('listitem', { name: 'No description yet' });
  expect(within(free).getByText('Not used on the site.')).toBeVisible();
  await user.click(within(free).getByRole('button', { name: 'Delete' }));
  // Asked once more: "Keep it" goes back without a call.
  await user.click(within(free).getByRole('button', { name: 'Keep it' }));
  expect(requestsTo(net, 'DELETE', `/api/staff/media/${FREE}`)).toHaveLength(0);
  await user.click(within(free).getByRole('button', { name: 'Delete' }));
  await user.click(within(free).getByRole('button', { name: 'Delete for good' }));

  expect(await screen.findByRole('status')).toHaveTextContent('The image is deleted.');
  await waitFor(() =>
    expect(screen.queryByRole('listitem', { name: 'No description yet' })).not.toBeInTheDocument(),
  );
  expect(requestsTo(net, 'DELETE', `/api/staff/media/${FREE}`)).toHaveLength(1);
});

it("shows the server's reason when the image came into use meanwhile, and keeps it listed", async () => {
  net.on('GET', '/api/staff/media', () => json([image(RACED, 'A team photo')]));
  const reason =
    'This image is used on Home page (draft). Choose another image there first, then delete it.';
  net.on('DELETE', `/api/staff/media/${RACED}`, () => json({ message: reason }, 409));
  const { user } = await openStaffApp(net, 'editor', '/staff/media');

  const row = await screen.findByRole('listitem', { name: 'A team photo' });
  await user.click(within(row).getByRole('button', { name: 'Delete' }));
  await user.click(within(row).getByRole('button', { name: 'Delete for good' }));
  expect(await within(row).findByText(reason)).toBeVisible();
  expect(screen.getByRole('listitem', { name: 'A team photo' })).toBeVisible();
});

// The media library's uploads and picker in the whole app (real routes, store, thunk and API
// slice; fetch and XMLHttpRequest answered at the network boundary): several images uploaded
// at once on the Media page, each with its own progress and outcome, the new one described
// right there; the picker's search, its images without a description not choosable until
// described, and a chosen image taking its own words into the field.

import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { MediaItem } from '../../../src/api/types';
import { installFetch, json, type FetchDouble } from '../../support/fetchDouble';
import { pageData, pageState } from '../../support/documentFixture';
import { openStaffApp, stateOf } from '../../support/staffApp';
import { installXhr, type XhrDouble } from '../../support/xhrDouble';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

let net: FetchDouble;
let xhr: XhrDouble;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  net = installFetch();
  xhr = installXhr();
});
afterEach(() => {
  net.restore();
  xhr.restore();
});

const image = (key: string, alt: string, name: string): MediaItem => ({
  url: `/media/uploads/${key}.jpg`,
  key,
  width: 640,
  height: 480,
  widths: [320, 640],
  alt,
  name,
  focalX: 0.5,
  focalY: 0.5,
  bytes: 12_000,
  uploadedAt: '2026-11-26T10:00:00.000Z',
  usedBy: [],
});
const HARBOUR = '11111111-1111-4111-8111-111111111111';
const BOARD = '22222222-2222-4222-8222-222222222222';

it('uploads several images at once, each with its progress, then asks for its description', async () => {
  let library: MediaItem[] = [];
  net.on('GET', '/api/staff/media', () => json(library));
  const { user, store } = await openStaffApp(net, 'editor', '/staff/media');
  await screen.findByRole('heading', { name: 'Upload images' });

  await user.upload(screen.getByLabelText('Choose images to upload'), [
    new File([new Uint8Array(1000)], 'harbour.jpg', { type: 'image/jpeg' }),
    new File([new Uint8Array(4000)], 'huge.png', { type: 'image/png' }),
  ]);
  await waitFor(() => expect(xhr.sent).toHaveLength(2));
  expect(xhr.sent[0]).toMatchObject({ method: 'POST', url: '/api/staff/media' });
  expect(xhr.sent[0]!.headers.Authorization).toMatch(/^Bearer /);

  act(() => xhr.sent[0]!.progress(500));
  expect(screen.getByText('harbour.jpg: uploading, 50%')).toBeVisible();
  expect(screen.getByRole('progressbar', { name: 'Upload of harbour.jpg' })).toHaveAttribute(
    'value',
    '500',
  );
  expect(screen.getByText('huge.png: uploading, 0%')).toBeVisible();
  // The uploads are in the store, as plain data.
  expect(JSON.parse(JSON.stringify(stateOf(store).media?.uploads))).toEqual(
    stateOf(store).media?.uploads,
  );

  const uploaded = image(HARBOUR, '', 'harbour.jpg');
  library = [uploaded];
  act(() => xhr.sent[0]!.answer(201, uploaded));
  act(() => xhr.sent[1]!.answer(413, { message: 'The image is too large: at most 2 MiB.' }));
  expect(await screen.findByText('harbour.jpg: uploaded')).toBeVisible();
  const refused = screen.getByRole('listitem', { name: 'huge.png: not uploaded' });
  expect(within(refused).getByText('The image is too large: at most 2 MiB.')).toBeVisible();

  // The new image asks for its description right there.
  const row = screen.getByRole('listitem', { name: 'harbour.jpg: uploaded' });
  expect(
    await within(row).findByRole('group', { name: 'About this image' }, { timeout: 5000 }),
  ).toBeVisible();
  expect(within(row).getByText(/cannot be used until it has its description/)).toBeVisible();
});

it('searches the picker by description and file name, and takes the chosen image’s words', async () => {
  net.on('GET', '/api/staff/documents/home', () => json(pageState()));
  net.on('GET', '/api/staff/documents/home/versions', () => json([]));
  net.on('GET', '/api/staff/media', () =>
    json([image(HARBOUR, 'A harbour at dawn', 'IMG_0042.jpg'), image(BOARD, '', 'whiteboard.png')]),
  );
  const { user, store } = await openStaffApp(net, 'admin', '/staff/content/home');
  // The form's sections start closed: the picture is in the hero.
  await user.click(await screen.findByRole('button', { name: /^Hero/, expanded: false }));
  const picture = await screen.findByRole('group', { name: 'Picture' });
  await user.click(within(picture).getByRole('button', { name: 'Choose from the media library' }));
  const search = await within(picture).findByRole('textbox', { name: 'Search the images' });
  const shown = () =>
    within(picture)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-labelledby') && item.textContent);

  await user.type(search, 'white');
  expect(stateOf(store).media?.search).toBe('white');
  expect(shown()).toHaveLength(1);
  const board = within(picture).getByRole('listitem', { name: 'No description yet' });
  expect(within(board).getByText('whiteboard.png')).toBeVisible();
  // Not choosable until described; "Describe it" opens its description there.
  expect(within(board).getByRole('button', { name: /^Use this image/ })).toBeDisabled();
  await user.click(within(board).getByRole('button', { name: /^Describe it/ }));
  expect(await within(picture).findByRole('group', { name: 'About this image' })).toBeVisible();

  await user.clear(search);
  await user.type(search, 'img_0042');
  expect(shown()).toHaveLength(1);
  await user.clear(search);
  await user.type(search, 'harb');
  const harbour = within(picture).getByRole('listitem', { name: 'A harbour at dawn' });
  await user.click(
    within(harbour).getByRole('button', { name: 'Use this image: A harbour at dawn' }),
  );

  // The library's words replace the old picture's ("A kestrel in flight").
  expect(await within(picture).findByRole('img', { name: 'A harbour at dawn' })).toHaveAttribute(
    'src',
    `/media/uploads/${HARBOUR}.jpg`,
  );
  const draft = stateOf(store).content?.editor?.draft as { hero: { image: object } };
  expect(draft.hero.image).toEqual({
    url: `/media/uploads/${HARBOUR}.jpg`,
    alt: 'A harbour at dawn',
    width: 640,
    height: 480,
  });
});

it('shows a publish refused for an undescribed image beside that image', async () => {
  const reason =
    'This image has no alternative text yet: describe it ("About this image") before publishing.';
  net.on('GET', '/api/staff/documents/home', () => json(pageState({ draft: pageData })));
  net.on('GET', '/api/staff/documents/home/versions', () => json([]));
  net.on('POST', '/api/staff/documents/home/publish', () =>
    json({ message: reason, field: 'data.hero.image' }, 400),
  );
  const { user } = await openStaffApp(net, 'admin', '/staff/content/home');
  // The form's sections start closed: the picture is in the hero.
  await user.click(await screen.findByRole('button', { name: /^Hero/, expanded: false }));
  const picture = await screen.findByRole('group', { name: 'Picture' });
  await user.click(screen.getByRole('button', { name: 'Publish now' }));
  expect(await within(picture).findByText(reason)).toBeVisible();
  expect(within(picture).getByLabelText('Upload an image')).toHaveAccessibleDescription(reason);
});

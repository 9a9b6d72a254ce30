import { configure, screen, waitFor, within } from '@testing-library/react';
import type { MediaItem } from '../../../src/api/types';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { openStaffApp, requestsTo, stateOf } from '../../support/staffApp';
import { authorProfile } from './articleFixture';

// My author profile (/staff/insights/author) in the whole app (real routes, store and API slice;
// fetch answered at the network boundary): without a profile the form starts from the server's
// suggestion (the account's name); a missing field is named without a call; the server's refusal is shown at its field with
// everything typed kept (in the store); a photo is chosen from the media library; a save says so,
// and the byline beside the form shows what is typed.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();
const ME = '/api/staff/authors/me';
const KEY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const portrait: MediaItem = {
  url: `/media/uploads/${KEY}.webp`,
  key: KEY,
  width: 400,
  height: 400,
  widths: [400],
  alt: 'Sam smiling',
  name: 'sam.webp',
  focalX: 0.5,
  focalY: 0.5,
  bytes: 1000,
  uploadedAt: '2026-11-20T10:00:00.000Z',
};

it('starts from the account’s name, keeps what was typed on a refusal, then saves with a photo', async () => {
  let answer = () =>
    json({ message: 'Another author has this address: choose another.', field: 'slug' }, 400);
  net.on('GET', ME, () =>
    json({ ...authorProfile(1, { name: 'Sam', slug: '', role: '' }), id: null, userId: 1 }),
  );
  net.on('PUT', ME, () => answer());
  net.on('GET', '/api/staff/media', () => json([portrait]));
  const { user, store } = await openStaffApp(net, 'editor', '/staff/insights/author');
  await screen.findByRole('heading', { name: 'My author profile', level: 2 });
  const form = screen.getByRole('form', { name: 'My author profile' });
  const name = within(form).getByRole('textbox', { name: /^Name/ });
  await waitFor(() => expect(name).toHaveValue('Sam'));
  const slug = within(form).getByRole('textbox', { name: /^Address of your page/ });

  // The form's own check: no call without an address.
  await user.click(within(form).getByRole('button', { name: 'Save my profile' }));
  expect(slug).toHaveAccessibleDescription(expect.stringContaining('Fill this in.'));
  expect(slug).toHaveFocus();
  expect(requestsTo(net, 'PUT', ME)).toHaveLength(0);

  await user.clear(name);
  await user.type(name, 'Sam Carter');
  await user.type(within(form).getByRole('textbox', { name: /^Role/ }), 'Lead engineer');
  await user.type(within(form).getByRole('textbox', { name: /^About you/ }), 'Builds things.');
  await user.type(slug, 'sam');
  const byline = screen.getByRole('region', { name: 'How your byline looks' });
  expect(byline).toHaveTextContent('Written by Sam Carter');
  expect(byline).toHaveTextContent('Lead engineer');

  await user.click(within(form).getByRole('button', { name: 'Save my profile' }));
  await waitFor(() =>
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining('Another author has this address: choose another.'),
    ),
  );
  expect(name).toHaveValue('Sam Carter');
  expect(slug).toHaveValue('sam');
  expect(within(form).getByRole('textbox', { name: /^About you/ })).toHaveValue('Builds things.');
  expect(stateOf(store).insights?.profile).toMatchObject({ name: 'Sam Carter', slug: 'sam' });

  await user.click(within(form).getByRole('button', { name: 'Choose from the media library' }));
  await user.click(
    await within(form).findByRole('button', { name: /^Use this image: Sam smiling/ }),
  );
  expect(within(form).getByRole('img', { name: 'Sam smiling' })).toHaveAttribute(
    'src',
    portrait.url,
  );
  await user.clear(slug);
  await user.type(slug, 'sam-carter');
  answer = () =>
    json(
      authorProfile(1, {
        name: 'Sam Carter',
        role: 'Lead engineer',
        bio: 'Builds things.',
        slug: 'sam-carter',
        photo: KEY,
      }),
    );
  await user.click(within(form).getByRole('button', { name: 'Save my profile' }));
  expect(await within(form).findByRole('status')).toHaveTextContent(
    'Your author profile is saved.',
  );
  expect(
    JSON.parse(net.bodies[net.requests.findLastIndex((r) => r.method === 'PUT')] ?? ''),
  ).toEqual({
    name: 'Sam Carter',
    role: 'Lead engineer',
    bio: 'Builds things.',
    slug: 'sam-carter',
    photo: KEY,
  });
  expect(slug).not.toHaveAccessibleDescription(expect.stringContaining('Another author'));
});

it('opens with the saved profile', async () => {
  net.on('GET', ME, () =>
    json(authorProfile(1, { name: 'Sam Carter', role: 'Lead engineer', slug: 'sam-carter' })),
  );
  await openStaffApp(net, 'admin', '/staff/insights/author');
  const form = await screen.findByRole('form', { name: 'My author profile' });
  await waitFor(() =>
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Sam Carter'),
  );
  expect(within(form).getByRole('textbox', { name: /^Role/ })).toHaveValue('Lead engineer');
  expect(within(form).getByText('No photo yet.')).toBeVisible();
});

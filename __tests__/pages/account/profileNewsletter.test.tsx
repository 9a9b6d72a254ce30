import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Profile } from '../../../src/api/types';
import { json, tokenExpiringIn, fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedIn, renderApp, memberProfile } from '../../support/renderApp';

// The profile's "Email me new insights" (docs/product.md, "The newsletter") in the whole app
// (real routes, store and API slice; fetch answered at the network boundary): bound to
// GET/PUT /api/profile/newsletter for a verified address, the save said in words, a refusal
// said and the box left as the server has it; an unverified address is told to verify first.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const ADA = memberProfile();

const openProfile = async (profile: Profile) => {
  net.on('GET', '/api/profile', () => json(profile));
  net.on('GET', '/api/enrolments', () => json({ enrolments: [], internships: [] }));
  const token = tokenExpiringIn(3_600_000);
  localStorage.setItem('token', token);
  const view = renderApp('/profile', { preloadedState: loggedIn(token) });
  const card = await screen.findByRole('region', { name: 'Newsletter' });
  return { ...view, card: within(card) };
};

const calls = (method: string) =>
  net.requests.filter((r) => r.method === method && r.url.endsWith('/api/profile/newsletter'));

it('subscribes the verified address with the box, and says so; unticking unsubscribes it', async () => {
  let subscribed = false;
  net.on('GET', '/api/profile/newsletter', () => json({ subscribed, all: true, topics: [] }));
  net.on('PUT', '/api/profile/newsletter', async (request) => {
    subscribed = ((await request.json()) as { subscribed: boolean }).subscribed;
    return json({ subscribed, all: true, topics: [] });
  });
  const { user, card } = await openProfile(ADA);

  const box = await card.findByRole('checkbox', { name: 'Email me new insights' });
  expect(box).not.toBeChecked();
  await user.click(box);
  // 'Saving...' first, then the answer.
  await waitFor(() =>
    expect(card.getByRole('status')).toHaveTextContent(
      'Saved: your address receives our new insights.',
    ),
  );
  expect(box).toBeChecked();
  expect(net.bodies[net.requests.indexOf(calls('PUT')[0]!)]).toBe('{"subscribed":true}');

  await user.click(box);
  expect(await card.findByText('Saved: your address no longer receives our insights.'));
  expect(box).not.toBeChecked();
  expect(calls('PUT')).toHaveLength(2);
});

it("shows the server's refusal and keeps the box as the server has it", async () => {
  net.on('GET', '/api/profile/newsletter', () =>
    json({ subscribed: false, all: true, topics: [] }),
  );
  net.on('PUT', '/api/profile/newsletter', () =>
    json({ message: 'Too many changes: try again in a minute.' }, 429),
  );
  const { user, card } = await openProfile(ADA);
  const box = await card.findByRole('checkbox', { name: 'Email me new insights' });
  await user.click(box);
  expect(await card.findByRole('alert')).toHaveTextContent(
    'Too many changes: try again in a minute.',
  );
  expect(box).not.toBeChecked();
});

it('asks an unverified account to verify first, and never asks the server', async () => {
  const { card } = await openProfile({ ...ADA, emailVerified: false });
  expect(card.getByText(/^Verify your email address first/)).toBeVisible();
  expect(card.queryByRole('checkbox')).toBeNull();
  expect(calls('GET')).toHaveLength(0);
});

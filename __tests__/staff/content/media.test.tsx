// Describing an upload in the back office (MediaDetails, MediaDescription): the alternative text
// is asked for before anything is sent, and the focal point clicked, moved or typed is saved.

import { configure, screen, within } from '@testing-library/react';
import { installFetch, json, type FetchDouble } from '../../support/fetchDouble';
import { openStaffApp, requestsTo } from '../../support/staffApp';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

let net: FetchDouble;
beforeEach(() => {
  localStorage.clear();
  net = installFetch();
});
afterEach(() => net.restore());

const calls = (method: string, path: string) => requestsTo(net, method, path);
const openAs = (role: 'admin', path: string) => openStaffApp(net, role, path);

describe("an uploaded image's alt text and focal point", () => {
  const key = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
  const item = {
    url: `/media/uploads/${key}.jpg`,
    key,
    width: 640,
    height: 480,
    widths: [320, 640],
    alt: '',
    focalX: 0.5,
    focalY: 0.5,
    bytes: 12_000,
    uploadedAt: '2026-11-26T10:00:00.000Z',
  };

  it('asks for the alt text, and sends it with the point clicked, moved or typed', async () => {
    let saved = item;
    net.on('GET', '/api/staff/products', () =>
      json({ items: [], total: 0, pageSize: 20, next: null }),
    );
    net.on('POST', '/api/staff/media', () => json(item, 201));
    net.on('GET', '/api/staff/media', () => json([saved]));
    net.on('PATCH', `/api/staff/media/${key}`, async (request) => {
      saved = { ...item, ...((await request.json()) as object) };
      return json(saved);
    });
    const { user } = await openAs('admin', '/staff/products');
    await user.click(await screen.findByRole('button', { name: 'New product' }));
    await user.upload(
      screen.getByLabelText('Upload an image'),
      new File([new Uint8Array([0xff, 0xd8])], 'kit.jpg', { type: 'image/jpeg' }),
    );
    const details = await screen.findByRole('group', { name: 'About this image' });
    const save = within(details).getByRole('button', { name: 'Save the description' });
    await user.click(save);
    expect(within(details).getByText('Give the image its alternative text.')).toBeVisible();
    expect(within(details).getByLabelText(/^Alternative text/)).toHaveFocus();
    expect(calls('PATCH', `/api/staff/media/${key}`)).toHaveLength(0);

    await user.type(within(details).getByLabelText(/^Alternative text/), 'A boxed kit');
    // The arrow keys on the image move the point by 5 %; the numbers can be typed.
    const picker = within(details).getByRole('button', { name: /^Focal point at 50% across/ });
    picker.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(picker).toHaveAccessibleName(/^Focal point at 60% across and 50% down/);
    const down = within(details).getByLabelText(/^Focal point down/);
    await user.clear(down);
    await user.type(down, '0.25');
    await user.click(save);
    expect(await within(details).findByText('The description is saved.')).toBeVisible();
    const sent = net.requests.indexOf(calls('PATCH', `/api/staff/media/${key}`)[0]!);
    expect(JSON.parse(net.bodies[sent]!)).toEqual({
      alt: 'A boxed kit',
      focalX: 0.6,
      focalY: 0.25,
    });
  });
});

// The media library (GET/PATCH/DELETE /api/staff/media): the images staff uploaded, newest
// first, with their size in pixels, variants' widths, alt text and focal point, for editors and
// admins; members and visitors are refused. Alt text is required before an image is used, and
// the focal point is stored and handed to the pages that crop it. Real HTTP, a real database.

import { type TestServer, call, newUser, startServer } from '../helpers';
import { describeImage, libraryCount, newStaff, pngImage, upload } from '../staff-support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Item {
  url: string;
  key: string;
  width: number;
  height: number;
  widths: number[];
  alt: string;
  focalX: number;
  focalY: number;
  bytes: number;
  uploadedAt: string;
}

it('lists the uploaded images newest first, with their size, to editors', async () => {
  const admin = await newStaff(server, 'media-admin');
  const editor = await newStaff(server, 'media-editor', 'editor');
  const wide = await upload(server, admin.token, pngImage(40, 20), 'wide.png', 'image/png');
  await new Promise((resolve) => setTimeout(resolve, 20));
  const tall = await upload(server, editor.token, pngImage(10, 30), 'tall.png', 'image/png');
  expect([wide.status, tall.status]).toEqual([201, 201]);
  // The upload answers the image's size, read from the file, so a page can hold it.
  expect(wide.json).toMatchObject({ width: 40, height: 20, widths: [40], alt: '' });

  const listed = await call(server, '/api/staff/media', { token: editor.token });
  expect(listed.status).toBe(200);
  const items = listed.json as Item[];
  expect(items.map((i) => i.url)).toEqual([(tall.json as Item).url, (wide.json as Item).url]);
  expect(items[0]).toMatchObject({ width: 10, height: 30, focalX: 0.5, focalY: 0.5 });
  expect(items[0]!.bytes).toBeGreaterThan(0);
  // Each with the name it was uploaded as, to search by.
  expect(items[1]).toMatchObject({ width: 40, height: 20, name: 'wide.png' });
  expect(Date.parse(items[0]!.uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
  // Each is served where the list says.
  expect((await call(server, items[0]!.url)).status).toBe(200);
});

it('is refused to visitors and members', async () => {
  expect((await call(server, '/api/staff/media')).status).toBe(401);
  const member = await newUser(server, 'media-member');
  expect((await call(server, '/api/staff/media', { token: member.token })).status).toBe(403);
  const key = '00000000-0000-4000-8000-000000000000';
  const patched = await call(server, `/api/staff/media/${key}`, {
    method: 'PATCH',
    token: member.token,
    json: { alt: 'x', focalX: 0.5, focalY: 0.5 },
  });
  expect(patched.status).toBe(403);
});

it('refuses a file that starts like an image but is none, storing nothing', async () => {
  const admin = await newStaff(server, 'media-forger');
  const before = await libraryCount(server);
  const forged = Buffer.concat([pngImage().subarray(0, 8), Buffer.from('<script>x</script>')]);
  const answer = await upload(server, admin.token, forged, 'x.png', 'image/png');
  expect(answer.status).toBe(415);
  expect((answer.json as { message: string }).message).toMatch(/PNG, JPEG and WebP/);
  expect(await libraryCount(server)).toBe(before);
});

describe('alt text and focal point', () => {
  let token: string;
  let image: Item;
  beforeAll(async () => {
    ({ token } = await newStaff(server, 'media-describer', 'editor'));
    image = (await upload(server, token, pngImage(64, 48), 'p.png', 'image/png')).json as Item;
  });

  it('stores them, lists them and records the change', async () => {
    const answer = await describeImage(server, token, image.key, {
      alt: '  A grey rectangle  ',
      focalX: 0.25,
      focalY: 0.8,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ alt: 'A grey rectangle', focalX: 0.25, focalY: 0.8 });
    const items = (await call(server, '/api/staff/media', { token })).json as Item[];
    expect(items.find((i) => i.key === image.key)).toMatchObject({
      alt: 'A grey rectangle',
      focalX: 0.25,
      focalY: 0.8,
    });
  });

  it.each([
    [{ alt: '' }, /alt/],
    [{ alt: '   ' }, /alt/],
    [{ alt: 'x', focalX: 1.5 }, /focalX/],
    [{ alt: 'x', focalY: -0.1 }, /focalY/],
  ])('refuses %j with 400 and the field', async (facts, field) => {
    const answer = await describeImage(server, token, image.key, facts);
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toMatch(field);
  });

  it('answers 404 for an image that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const answer = await describeImage(server, token, missing, { alt: 'x' });
    expect([answer.status, answer.json]).toEqual([
      404,
      { message: 'No such image in the media library.' },
    ]);
  });

  it('refuses a product whose image has no alt text yet, then takes and shows it', async () => {
    const fresh = (await upload(server, token, pngImage(8, 8), 'n.png', 'image/png')).json as Item;
    const product = {
      title: 'Needs alt',
      priceCents: 100,
      description: 'A product',
      category: 'plugins',
      image: fresh.url,
      published: true,
    };
    const refused = await call(server, '/api/staff/products', { token, json: product });
    expect(refused.status).toBe(400);
    expect((refused.json as { message: string }).message).toMatch(/no alternative text yet/);
    await describeImage(server, token, fresh.key, { alt: 'A small square', focalX: 0.1 });
    expect((await call(server, '/api/staff/products', { token, json: product })).status).toBe(201);
    // The public API says what the page's <picture> needs: size, alt text and focal point.
    const listed = (await call(server, '/api/products')).json as { title: string }[];
    expect(listed.find((p) => p.title === 'Needs alt')).toMatchObject({
      image: fresh.url,
      imageInfo: { width: 8, height: 8, alt: 'A small square', focalX: 0.1, focalY: 0.5 },
    });
  });

  it("gives a testimonial's uploaded portrait its size, alt text and focal point", async () => {
    const face = (await upload(server, token, pngImage(12, 16), 'f.png', 'image/png')).json as Item;
    await describeImage(server, token, face.key, { alt: 'Ada smiling', focalX: 0.5, focalY: 0.2 });
    const created = await call(server, '/api/staff/testimonials', {
      token,
      json: {
        name: 'Ada Focal',
        designation: 'CTO',
        message: 'They kept our faces in the frame.',
        photo: face.url,
        published: true,
      },
    });
    expect(created.status).toBe(201);
    const listed = (await call(server, '/api/ts/getall')).json as {
      name: string;
      photo: string | null;
    }[];
    expect(listed.find((t) => t.name === 'Ada Focal')).toMatchObject({
      photo: face.url,
      photoInfo: { width: 12, height: 16, alt: 'Ada smiling', focalX: 0.5, focalY: 0.2 },
    });
    // A seeded portrait (not an upload) has none.
    expect(listed.find((t) => t.photo && t.name !== 'Ada Focal')).not.toHaveProperty('photoInfo');
  });

  it('keeps an image a draft or an item shows, naming where, and deletes it once unused', async () => {
    const hero = (await upload(server, token, pngImage(8, 8), 'h.png', 'image/png')).json as Item;
    await describeImage(server, token, hero.key, { alt: 'A new hero' });
    const home = (await call(server, '/api/staff/documents/home', { token })).json as {
      revision: number;
      published: { hero: { image: Record<string, unknown> } };
    };
    const draft = structuredClone(home.published);
    draft.hero.image = { url: hero.url, alt: 'A new hero', width: 8, height: 8 };
    const saved = await call(server, '/api/staff/documents/home/draft', {
      method: 'PUT',
      token,
      json: { revision: home.revision, data: draft },
    });
    expect(saved.status).toBe(200);
    const product = await call(server, '/api/staff/products', {
      token,
      json: {
        title: 'Shows the hero',
        priceCents: 100,
        description: 'A product',
        category: 'plugins',
        image: hero.url,
        published: false,
      },
    });
    expect(product.status).toBe(201);

    const listed = (await call(server, '/api/staff/media', { token })).json as (Item & {
      usedBy: { label: string; path: string }[];
    })[];
    expect(listed.find((i) => i.key === hero.key)?.usedBy).toEqual([
      { label: 'Home page (draft)', path: '/staff/content/home' },
      { label: 'product “Shows the hero”', path: '/staff/products' },
    ]);
    const refused = await call(server, `/api/staff/media/${hero.key}`, { method: 'DELETE', token });
    expect(refused.status).toBe(409);
    expect((refused.json as { message: string }).message).toBe(
      'This image is used on Home page (draft), product “Shows the hero”. ' +
        'Choose another image there first, then delete it.',
    );
    expect((await call(server, hero.url)).status).toBe(200);

    // Out of the draft and the product, it goes.
    const { revision } = saved.json as { revision: number };
    const discarded = await call(server, '/api/staff/documents/home/draft', {
      method: 'DELETE',
      token,
      json: { revision },
    });
    expect(discarded.status).toBe(200);
    const { id } = product.json as { id: number };
    await call(server, `/api/staff/products/${id}`, { method: 'DELETE', token });
    const gone = await call(server, `/api/staff/media/${hero.key}`, { method: 'DELETE', token });
    expect([gone.status, gone.json]).toEqual([204, undefined]);
  });

  it('deletes an image: it is no longer listed nor served', async () => {
    const doomed = (await upload(server, token, pngImage(8, 8), 'd.png', 'image/png')).json as Item;
    expect((await call(server, doomed.url)).status).toBe(200);
    const gone = await call(server, `/api/staff/media/${doomed.key}`, { method: 'DELETE', token });
    expect(gone.status).toBe(204);
    expect((await call(server, doomed.url)).status).toBe(404);
    const items = (await call(server, '/api/staff/media', { token })).json as Item[];
    expect(items.some((i) => i.key === doomed.key)).toBe(false);
  });
});

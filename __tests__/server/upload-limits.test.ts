// Images staff attach and upload (issue 22, item 11): an image path cannot climb out of /media/
// with `..`, the uploads folder has a quota (UPLOADS_QUOTA_MB) answered with 507 and a reason, and
// the example nginx configurations let through exactly what the server accepts.

import fs from 'node:fs';
import path from 'node:path';
import { findProjectRoot } from '../../server/config';
import sharp from 'sharp';
import { UPLOAD_BODY_LIMIT } from '../../server/media/upload';
import { type TestServer, call, startServer } from './helpers';
import { describeImage, libraryCount, newStaff, pngImage, upload } from './staff-support';

const KIB = 1024;

describe('image paths', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    ({ token } = await newStaff(server));
  });
  afterAll(() => server.close());

  const product = (image: string) => ({
    title: 'Path test',
    priceCents: 100,
    description: 'A product',
    category: 'plugins',
    image,
    published: false,
  });
  const testimonial = (photo: string | null) => ({
    name: 'Path Test',
    designation: 'Tester',
    message: 'Fine',
    photo,
    published: false,
  });
  const REFUSED = (label: string) =>
    `${label} must be the address of an image on this site: /media/... without "..".`;

  it.each([
    '/media/../server/config.ts',
    '/media/uploads/../../data/kestrel.db',
    '/media/products/..',
    '/media/./x.png',
    '/media//x.png',
    '/media/a..b/x.png',
  ])('refuses %s as a product image and as a testimonial photo, with 400', async (bad) => {
    const asProduct = await call(server, '/api/staff/products', { token, json: product(bad) });
    expect([asProduct.status, asProduct.json]).toEqual([400, { message: REFUSED('The image') }]);
    const asPhoto = await call(server, '/api/staff/testimonials', {
      token,
      json: testimonial(bad),
    });
    expect([asPhoto.status, asPhoto.json]).toEqual([400, { message: REFUSED('The photo') }]);
    // Nor can an existing product be changed to it.
    const [first] = (
      (await call(server, '/api/staff/products', { token })).json as { items: { id: number }[] }
    ).items;
    const changed = await call(server, `/api/staff/products/${first!.id}`, {
      method: 'PUT',
      token,
      json: product(bad),
    });
    expect(changed.status).toBe(400);
  });

  it('accepts the demo images and an uploaded image, with dots inside names', async () => {
    const uploaded = await upload(server, token, pngImage(), 'a.png', 'image/png');
    const { url, key } = uploaded.json as { url: string; key: string };
    expect((await describeImage(server, token, key, { alt: 'A grey square' })).status).toBe(200);
    for (const image of ['/media/products/formguard-plugin.svg', url, '/media/a.b.c.png']) {
      const answer = await call(server, '/api/staff/products', { token, json: product(image) });
      expect(answer.status).toBe(201);
    }
  });
});

describe('the uploads quota (UPLOADS_QUOTA_MB), counted on the stored bytes', () => {
  let server: TestServer;
  let token: string;
  /** A 500 × 500 PNG of noise: its variants take about 0.45 MiB (noise compresses badly). */
  let noisy: Buffer;

  beforeAll(async () => {
    noisy = await sharp({
      create: {
        width: 500,
        height: 500,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
  });
  beforeEach(async () => {
    server = await startServer({ env: { UPLOADS_QUOTA_MB: '1' } });
    ({ token } = await newStaff(server));
  });
  afterEach(() => server.close());

  it('answers 507 with the reason once the images would pass the quota, storing nothing', async () => {
    const first = await upload(server, token, noisy, 'a.png', 'image/png');
    const second = await upload(server, token, noisy, 'b.png', 'image/png');
    expect([first.status, second.status]).toEqual([201, 201]);
    const stored = (first.json as { bytes: number }).bytes;
    expect(stored).toBeGreaterThan(0.35 * 1024 * KIB);
    const full = await upload(server, token, noisy, 'c.png', 'image/png');
    expect(full.status).toBe(507);
    expect((full.json as { message: string }).message).toMatch(
      /^There is no room for this image: uploaded images may take 1 MiB together and 0\.\d MiB are used\. Ask the site's administrator to raise UPLOADS_QUOTA_MB\.$/,
    );
    expect(await libraryCount(server)).toBe(2);
    // What still fits is stored.
    expect((await upload(server, token, pngImage(), 'd.png', 'image/png')).status).toBe(201);
    expect(await libraryCount(server)).toBe(3);
  });

  it('holds when uploads arrive together: never more than the quota stored', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => upload(server, token, noisy, `${i}.png`, 'image/png')),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 507, 507, 507]);
    expect(await server.app.store.media.usedBytes()).toBeLessThanOrEqual(1024 * KIB);
  });
});

describe('the example nginx configurations let through what the server accepts', () => {
  const root = findProjectRoot();
  const deployDoc = fs.readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
  const nginxBlock = /```nginx\n(# The access log[\s\S]*?)```/.exec(deployDoc)?.[1] ?? '';
  const scaleConf = fs.readFileSync(path.join(root, 'scripts/scale/nginx.conf'), 'utf8');

  /** client_max_body_size in bytes: of the server block, and of the uploads location. */
  const limits = (conf: string) => {
    const bytes = (value: string | undefined) =>
      value === undefined ? NaN : Number.parseInt(value, 10) * (value.endsWith('k') ? KIB : 1);
    const uploads = /location = \/api\/staff\/media \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    const outside = conf.replace(/location[^{]*\{[^}]*\}/g, '');
    return {
      everywhere: bytes(/client_max_body_size (\d+k?);/.exec(outside)?.[1]),
      uploads: bytes(/client_max_body_size (\d+k?);/.exec(uploads)?.[1]),
    };
  };

  it.each([
    ['docs/deploy.md', nginxBlock],
    ['scripts/scale/nginx.conf', scaleConf],
  ])('%s: the upload route takes the whole upload, the rest 64 KiB', (_file, conf) => {
    expect(conf).toContain('proxy_pass http://kestrel;');
    expect(limits(conf)).toEqual({ everywhere: 64 * KIB, uploads: UPLOAD_BODY_LIMIT });
  });
});

// Images staff attach and upload (issue 22, item 11): an image path cannot climb out of /media/
// with `..`, the uploads folder has a quota (UPLOADS_QUOTA_MB) answered with 507 and a reason, and
// the example nginx configurations let through exactly what the server accepts.

import fs from 'node:fs';
import path from 'node:path';
import { findProjectRoot } from '../../server/config';
import { UPLOAD_BODY_LIMIT } from '../../server/routes/staff/media';
import { type TestServer, call, startServer } from './helpers';
import { newStaff, pngImage, upload } from './staff-support';

const KIB = 1024;
/** A PNG of about `kib` KiB (a real PNG's bytes, then padding: sniffed as PNG). */
const pngOf = (kib: number) => {
  const png = pngImage();
  return Buffer.concat([png, Buffer.alloc(kib * KIB - png.length, 1)]);
};

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
    const { url } = uploaded.json as { url: string };
    for (const image of ['/media/products/formguard-plugin.svg', url, '/media/a.b.c.png']) {
      const answer = await call(server, '/api/staff/products', { token, json: product(image) });
      expect(answer.status).toBe(201);
    }
  });
});

describe('the uploads quota (UPLOADS_QUOTA_MB)', () => {
  let server: TestServer;
  let token: string;
  const files = () => fs.readdirSync(server.config.uploadsDir);

  beforeEach(async () => {
    server = await startServer({ env: { UPLOADS_QUOTA_MB: '1' } });
    ({ token } = await newStaff(server));
  });
  afterEach(() => server.close());

  it('answers 507 with the reason once the images would pass the quota, storing nothing', async () => {
    expect((await upload(server, token, pngOf(600), 'a.png', 'image/png')).status).toBe(201);
    const full = await upload(server, token, pngOf(600), 'b.png', 'image/png');
    expect(full.status).toBe(507);
    expect((full.json as { message: string }).message).toBe(
      'There is no room for this image: uploaded images may take 1 MiB together and 0.6 MiB ' +
        "are used. Ask the site's administrator to raise UPLOADS_QUOTA_MB.",
    );
    expect(files()).toHaveLength(1);
    // What still fits is stored.
    expect((await upload(server, token, pngOf(300), 'c.png', 'image/png')).status).toBe(201);
    expect(files()).toHaveLength(2);
  });

  it('holds when uploads arrive together: never more than the quota on disk', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        upload(server, token, pngOf(400), `${i}.png`, 'image/png'),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 507, 507, 507]);
    const used = files().reduce(
      (sum, name) => sum + fs.statSync(path.join(server.config.uploadsDir, name)).size,
      0,
    );
    expect(used).toBeLessThanOrEqual(1024 * KIB);
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

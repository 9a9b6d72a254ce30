// The back office's API over real HTTP, its uploads: real images only, stored under a generated
// name, each upload audited. The rest of the API: staff-api-collections.test.ts and
// staff-api-inbox-accounts.test.ts.

import { type TestServer, startServer } from '../../helpers';
import {
  HTML_PAGE,
  SVG_IMAGE,
  libraryCount,
  newStaff,
  pngImage,
  upload,
} from '../../staff-support';
import { staffCalls } from './staff-api-support';

let server: TestServer;
let staff: { token: string; id: number; email: string };

beforeAll(async () => {
  server = await startServer();
  staff = await newStaff(server);
});
afterAll(() => server.close());

const { as, lastAudit } = staffCalls(() => ({ server, staff }));

describe('uploads', () => {
  it('stores a real PNG under a generated name and serves it with nosniff and a long cache', async () => {
    const png = pngImage();
    const answer = await upload(server, staff.token, png, 'photo.png', 'image/png');
    expect(answer.status).toBe(201);
    const { url, key } = answer.json as { url: string; key: string };
    // An opaque PNG's fallback format is JPEG: the pipeline re-encoded it.
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.jpg$/);
    const served = await fetch(server.url + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await lastAudit()).items[0]).toMatchObject({ action: 'media.upload', after: { key } });
  });

  it('reads a PNG renamed .jpg by its bytes', async () => {
    const answer = await upload(server, staff.token, pngImage(), 'photo.jpg', 'image/jpeg');
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ width: 2, height: 2 });
  });

  it.each([
    ['an HTML page named .png', HTML_PAGE, 'page.png', 'image/png'],
    ['an SVG', SVG_IMAGE, 'logo.svg', 'image/svg+xml'],
  ])('refuses %s with 415 and a reason, storing nothing', async (_what, bytes, name, type) => {
    const before = await libraryCount(server);
    const answer = await upload(server, staff.token, bytes, name, type);
    expect(answer.status).toBe(415);
    expect((answer.json as { message: string }).message).toMatch(/Only PNG, JPEG and WebP/);
    expect(await libraryCount(server)).toBe(before);
  });

  it('refuses a 3 MiB image with 413', async () => {
    const big = Buffer.concat([pngImage(), Buffer.alloc(3 * 1024 * 1024, 1)]);
    const before = await libraryCount(server);
    const answer = await upload(server, staff.token, big, 'big.png', 'image/png');
    expect(answer.status).toBe(413);
    expect((answer.json as { message: string }).message).toMatch(/at most 2 MiB/);
    expect(await libraryCount(server)).toBe(before);
  });

  it('refuses a file in another field, and a JSON body', async () => {
    const other = await upload(server, staff.token, pngImage(), 'a.png', 'image/png', 'photo');
    expect(other.status).toBe(400);
    const json = await as('POST', '/api/staff/media', { file: 'x' });
    expect(json.status).toBe(400);
    expect((json.json as { message: string }).message).toMatch(/multipart/);
  });
});

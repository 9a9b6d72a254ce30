// The media library (GET /api/staff/media): the images staff uploaded, newest first, with their
// size in pixels, for editors and admins; members and visitors are refused. Real HTTP, a real
// database and uploads folder in a temp folder.

import fs from 'node:fs';
import path from 'node:path';
import { type TestServer, call, newUser, startServer } from './helpers';
import { newStaff, pngImage, upload } from './staff-support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Item {
  url: string;
  width: number;
  height: number;
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
  expect(wide.json).toMatchObject({ width: 40, height: 20 });
  // Something in the folder that is no upload of the library is not listed.
  fs.writeFileSync(path.join(server.config.uploadsDir, 'notes.txt'), 'hello');

  const listed = await call(server, '/api/staff/media', { token: editor.token });
  expect(listed.status).toBe(200);
  const items = listed.json as Item[];
  expect(items.map((i) => i.url)).toEqual([
    (tall.json as { url: string }).url,
    (wide.json as { url: string }).url,
  ]);
  expect(items[0]).toMatchObject({ width: 10, height: 30, bytes: pngImage(10, 30).length });
  expect(items[1]).toMatchObject({ width: 40, height: 20 });
  expect(Date.parse(items[0]!.uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
  // Each is served where the list says.
  expect((await call(server, items[0]!.url)).status).toBe(200);
});

it('is refused to visitors and members', async () => {
  expect((await call(server, '/api/staff/media')).status).toBe(401);
  const member = await newUser(server, 'media-member');
  expect((await call(server, '/api/staff/media', { token: member.token })).status).toBe(403);
});

it('refuses a file that starts like an image but is none, storing nothing', async () => {
  const admin = await newStaff(server, 'media-forger');
  const before = fs.readdirSync(server.config.uploadsDir).length;
  const forged = Buffer.concat([pngImage().subarray(0, 8), Buffer.from('<script>x</script>')]);
  const answer = await upload(server, admin.token, forged, 'x.png', 'image/png');
  expect(answer.status).toBe(415);
  expect((answer.json as { message: string }).message).toMatch(/PNG, JPEG and WebP/);
  expect(fs.readdirSync(server.config.uploadsDir)).toHaveLength(before);
});

// Media shared by every instance (issue 24, item 5): uploads live in the database, so an image
// uploaded through one instance is served by another that shares only the database (one SQLite
// file; one PostgreSQL database when TEST_DATABASE_URL is set), each with its own UPLOADS_DIR.
// Files uploaded before the database held them are imported from UPLOADS_DIR at start-up, once,
// and their old addresses keep answering.

import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type TestServer, call, makeTempRoot, startServer } from '../helpers';
import { newStaff, upload } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const photo = (colour: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

const bytesOf = async (server: TestServer, url: string, accept = 'image/avif,image/webp') => {
  const response = await fetch(server.url + url, { headers: { accept } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe.each(STORE_TABLE)('two instances on one %s database', (_name, harness) => {
  let database: FreshDatabase;
  let first: TestServer;
  let second: TestServer;
  let scratch: string;

  beforeAll(async () => {
    database = await harness.fresh();
    scratch = await makeTempRoot();
    // Each its own UPLOADS_DIR (and so its own cache): only the database is shared.
    const instance = (name: string) =>
      startServer({ env: { ...database.env, UPLOADS_DIR: path.join(scratch, name) } });
    first = await instance('one');
    second = await instance('two');
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database.dispose();
    await fsp.rm(scratch, { recursive: true, force: true });
  });

  it('each serves, in every variant, an upload made through the other', async () => {
    const { token } = await newStaff(first, 'shared-media');
    for (const [via, other, colour] of [
      [first, second, '#c33'],
      [second, first, '#33c'],
    ] as const) {
      const answer = await upload(via, token, await photo(colour), 'p.jpg', 'image/jpeg');
      expect(answer.status).toBe(201);
      const { url, key, widths } = answer.json as { url: string; key: string; widths: number[] };
      expect(widths).toEqual([320, 640, 900]);
      const here = await bytesOf(via, url);
      const there = await bytesOf(other, url);
      expect([here.status, there.status]).toEqual([200, 200]);
      expect(there.bytes.equals(here.bytes)).toBe(true);
      for (const file of [`${key}-320.webp`, `${key}-640.jpg`, `${key}-900.avif`]) {
        expect((await call(other, `/media/uploads/${file}`)).status).toBe(200);
      }
      // Listed by both.
      const listed = await call(other, '/api/staff/media', { token });
      expect((listed.json as { key: string }[]).map((i) => i.key)).toContain(key);
    }
  });
});

describe('the start-up import of the files in UPLOADS_DIR', () => {
  let root: string;
  const png = randomUUID();
  const jpg = randomUUID();
  const broken = randomUUID();
  let server: TestServer | undefined;

  beforeAll(async () => {
    root = await makeTempRoot();
    const uploads = path.join(root, 'data', 'uploads');
    await fsp.mkdir(uploads, { recursive: true });
    const legacy = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#2a2' },
    })
      .png()
      .toBuffer();
    await fsp.writeFile(path.join(uploads, `${png}.png`), legacy);
    const camera = await sharp(await photo('#22a'))
      .jpeg()
      .withExif({ IFD0: { Make: 'OldCam' } })
      .withMetadata({ orientation: 8 })
      .toBuffer();
    await fsp.writeFile(path.join(uploads, `${jpg}.jpg`), camera);
    await fsp.writeFile(path.join(uploads, `${broken}.webp`), 'not an image at all');
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  afterAll(() => fsp.rm(root, { recursive: true, force: true }));

  it('imports them through the pipeline: their old addresses answer, upright, without EXIF', async () => {
    server = await startServer({ root, removeOnClose: false });
    const old = await bytesOf(server, `/media/uploads/${png}.png`, 'image/png');
    expect(old.status).toBe(200);
    expect(await sharp(old.bytes).metadata()).toMatchObject({ width: 300, height: 200 });
    const turned = await bytesOf(server, `/media/uploads/${jpg}.jpg`, 'image/jpeg');
    const meta = await sharp(turned.bytes).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([600, 900, undefined]);
    // The file that is no image is left alone, not served.
    expect((await call(server, `/media/uploads/${broken}.webp`)).status).toBe(404);
    const keys = (await server.app.store.media.list(100)).map((m) => m.key).sort();
    expect(keys).toEqual([png, jpg].sort());
  });

  it('imports each once, however often the server starts', async () => {
    server = await startServer({ root, removeOnClose: false });
    const records = await server.app.store.media.list(100);
    expect(records).toHaveLength(2);
    const audit = await server.app.store.staff.audit.list({});
    const imports = audit.items.filter((e) => e.action === 'media.upload');
    expect(imports.map((e) => e.actorEmail)).toEqual(
      Array(2).fill('start-up import (UPLOADS_DIR)'),
    );
  });
});

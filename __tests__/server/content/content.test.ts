import fs from 'node:fs';
import path from 'node:path';
import { openDataStore } from '../../../server/db';
import { type TestServer, call, startServer } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

interface Testimonial {
  id: number;
  name: string;
  designation: string;
  message: string;
  photo: string | null;
}
interface Post {
  id: number;
  title: string;
  body: string;
}
interface Product {
  id: number;
  title: string;
  price: number;
  description: string;
  category: string;
  image: string;
  rating: { rate: number; count: number };
}

const mediaFile = (urlPath: string) =>
  path.join(server.config.mediaDir, urlPath.replace(/^\/media\//, ''));

describe('POST /api/contact', () => {
  it('stores the message before answering 201 with the thank-you message', async () => {
    const sent = {
      fullName: 'Morgan Ellis',
      email: 'morgan@example.com',
      subject: 'New website for our clinic',
      message: 'We would like a quote.\nThree pages, bookings, and a map.',
    };
    const answer = await call(server, '/api/contact', { json: sent });
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({
      message: "Thanks for your message — we'll reply within one business day.",
    });

    // Read back through the data module, with a separate connection to the same file.
    const store = await openDataStore(server.config);
    try {
      const messages = await store.contactMessages.list();
      const stored = messages.find((m) => m.email === sent.email);
      expect(stored).toMatchObject(sent);
      expect(Date.parse(stored?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      await store.close();
    }
  });
});

describe('GET /api/ts/getall', () => {
  it('answers at least 6 testimonials, some without photo, every photo a served SVG', async () => {
    const answer = await call(server, '/api/ts/getall');
    expect(answer.status).toBe(200);
    const list = answer.json as Testimonial[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    const withoutPhoto = list.filter((t) => t.photo === null);
    expect(withoutPhoto.length).toBeGreaterThanOrEqual(1);
    expect(withoutPhoto.length).toBeLessThanOrEqual(2);
    expect(new Set(list.map((t) => t.id)).size).toBe(list.length);
    for (const t of list) {
      expect(Object.keys(t).sort()).toEqual(['designation', 'id', 'message', 'name', 'photo']);
      expect(t.name && t.designation && t.message).toBeTruthy();
      if (t.photo !== null) {
        expect(t.photo).toMatch(/^\/media\/testimonials\/[a-z0-9-]+\.svg$/);
        const image = await call(server, t.photo);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      }
    }
  });
});

describe('GET /api/posts', () => {
  it.each([
    ['job', 12],
    ['internship', 5],
  ])(
    'type=%s answers at least %i posts with their facts and a 2-4 sentence body',
    async (type, min) => {
      const answer = await call(server, `/api/posts?type=${type}`);
      expect(answer.status).toBe(200);
      const list = answer.json as Post[];
      expect(list.length).toBeGreaterThanOrEqual(min);
      for (const post of list) {
        expect(Object.keys(post).sort()).toEqual([
          'applicantCountry',
          'body',
          'datePosted',
          'employmentType',
          'id',
          'salaryCurrency',
          'salaryMaxCents',
          'salaryMinCents',
          'salaryUnit',
          'slug',
          'title',
          'validThrough',
          'workplace',
        ]);
        const sentences = post.body.split(/(?<=\.)\s+/).length;
        expect(sentences).toBeGreaterThanOrEqual(2);
        expect(sentences).toBeLessThanOrEqual(4);
      }
    },
  );

  it('jobs and internships are different posts', async () => {
    const jobs = (await call(server, '/api/posts?type=job')).json as Post[];
    const internships = (await call(server, '/api/posts?type=internship')).json as Post[];
    const jobIds = new Set(jobs.map((p) => p.id));
    expect(internships.some((p) => jobIds.has(p.id))).toBe(false);
  });
});

describe('GET /api/products', () => {
  it('answers at least 12 products in the four categories, each image its own served SVG', async () => {
    const answer = await call(server, '/api/products');
    expect(answer.status).toBe(200);
    const list = answer.json as Product[];
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.map((p) => p.category))).toEqual(
      new Set(['templates', 'ui-kits', 'plugins', 'audits']),
    );
    expect(new Set(list.map((p) => p.image)).size).toBe(list.length);
    for (const p of list) {
      expect(p.price).toBeGreaterThanOrEqual(29);
      expect(p.price).toBeLessThanOrEqual(1499);
      expect(p.rating.rate).toBeGreaterThanOrEqual(3.5);
      expect(p.rating.rate).toBeLessThanOrEqual(5);
      expect(Number.isInteger(p.rating.count)).toBe(true);
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.image).toMatch(/^\/media\/products\/[a-z0-9-]+\.svg$/);
      const image = await call(server, p.image);
      expect(image.status).toBe(200);
      expect(image.headers.get('cache-control')).toMatch(/max-age=\d+/);
    }
  });

  it('filters by category', async () => {
    const list = (await call(server, '/api/products?category=templates')).json as Product[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.category === 'templates')).toBe(true);
    expect((await call(server, '/api/products?category=shoes')).status).toBe(400);
  });
});

describe('media files', () => {
  const svgs = ['products', 'testimonials'].flatMap((dir) =>
    fs
      .readdirSync(path.join(__dirname, '../../../server/content/media', dir))
      .map((f) => path.join(dir, f)),
  );

  it.each(svgs)('%s is a self-contained SVG with viewBox, size and title', (file) => {
    const text = fs.readFileSync(
      path.join(__dirname, '../../../server/content/media', file),
      'utf8',
    );
    expect(text).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" width="\d+" height="\d+"/,
    );
    expect(text).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(text).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(text).not.toMatch(/<script|<image|@import|url\((?!#)/);
  });

  it('every referenced image exists and every file is referenced', async () => {
    const products = (await call(server, '/api/products')).json as Product[];
    const testimonials = (await call(server, '/api/ts/getall')).json as Testimonial[];
    const referenced = [
      ...products.map((p) => p.image),
      ...testimonials.flatMap((t) => (t.photo ? [t.photo] : [])),
    ];
    for (const url of referenced) expect(fs.existsSync(mediaFile(url))).toBe(true);
    expect(referenced.map((u) => u.replace('/media/', '')).sort()).toEqual([...svgs].sort());
  });

  it('answers 404 JSON for a missing media file and refuses traversal', async () => {
    expect((await call(server, '/media/products/nope.svg')).status).toBe(404);
    const escaped = await call(server, '/media/..%2f..%2fpackage.json');
    expect([403, 404]).toContain(escaped.status);
    expect(escaped.text).not.toContain('kestrel-software-site');
  });
});

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const answer = await call(server, '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'ok' });
  });
});

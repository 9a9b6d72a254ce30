// An upload shown by a content document carries the media library's focal point when the page is
// rendered (server/content/focal-points.ts), so a card crops around it; moving the point in the
// library shows on the pages at once, without a publish, while the document keeps none of it.

import fs from 'node:fs/promises';
import path from 'node:path';
import { type TestServer, call, startServer } from '../helpers';
import { pageShowing, publishDocument } from './document-support';
import { writeRenderer } from '../renderer-support';
import { describeImage, newStaff, pngImage, upload } from '../staff-support';

// A stand-in renderer writing the first case study's image as the page's data holds it.
const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async () => ['site', 'company', 'caseStudies'];
exports.renderDocument = async (route, shell, manifest, { data, notFound }) => ({
  status: notFound ? 404 : 200,
  html: shell.replace('</body>', '<main>IMAGE ' +
    JSON.stringify(data.documents.caseStudies.studies[0].images[0]) + '</main></body>'),
});
`;

let server: TestServer;
let token: string;
let image: { url: string; key: string };

beforeAll(async () => {
  server = await startServer();
  await writeRenderer(server.root, RENDERER);
  await fs.writeFile(
    path.join(server.root, 'dist', '.site', 'routes.json'),
    JSON.stringify(['/', '/case-studies']),
  );
  token = (await newStaff(server, 'focal-editor', 'editor')).token;
  image = (await upload(server, token, pngImage(40, 30), 'team.png', 'image/png')).json as {
    url: string;
    key: string;
  };
  await describeImage(server, token, image.key, { alt: 'The team', focalX: 0.2, focalY: 0.7 });
});

afterAll(() => server.close());

const shown = (text: string) =>
  JSON.parse(/IMAGE (\{.*?\})<\/main>/.exec(text)?.[1] ?? 'null') as Record<string, unknown>;

it("gives a document's upload the library's focal point, and follows it when it moves", async () => {
  await publishDocument(server, token, 'caseStudies', (data) => {
    const studies = data.studies as { images: object[] }[];
    studies[0]!.images[0] = { url: image.url, alt: 'Our team at work', width: 40, height: 30 };
    return data;
  });
  const page = await pageShowing(server, '/', image.url);
  // The words too are the library's (image-descriptions.test.ts).
  expect(shown(page.text)).toEqual({
    url: image.url,
    alt: 'The team',
    width: 40,
    height: 30,
    focalX: 0.2,
    focalY: 0.7,
  });

  // Moved in the library: the page follows without a publish.
  expect(
    (await describeImage(server, token, image.key, { alt: 'The team', focalX: 0.9 })).status,
  ).toBe(200);
  const moved = await pageShowing(server, '/', '"focalX":0.9');
  expect(shown(moved.text)).toMatchObject({ focalX: 0.9, focalY: 0.5 });
  expect(moved.headers.get('etag')).not.toBe(page.headers.get('etag'));

  // The document itself keeps the address, words and size only.
  const stored = (await call(server, '/api/staff/documents/caseStudies', { token })).json as {
    published: { studies: { images: object[] }[] };
  };
  expect(stored.published.studies[0]!.images[0]).toEqual({
    url: image.url,
    alt: 'Our team at work',
    width: 40,
    height: 30,
  });
});

it('leaves the site’s own images, which have no focal point, as they are', async () => {
  await publishDocument(server, token, 'caseStudies', (data) => {
    const studies = data.studies as { images: object[] }[];
    studies[0]!.images[0] = {
      url: '/media/products/logo.svg',
      alt: 'A logo',
      width: 40,
      height: 30,
    };
    return data;
  });
  const page = await pageShowing(server, '/case-studies', '/media/products/logo.svg');
  expect(shown(page.text)).toEqual({
    url: '/media/products/logo.svg',
    alt: 'A logo',
    width: 40,
    height: 30,
  });
});

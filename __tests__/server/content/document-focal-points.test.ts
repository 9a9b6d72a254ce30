// An upload shown by a content document carries the media library's focal point when the page is
// rendered (server/content/focal-points.ts), so a card crops around it; moving the point in the
// library shows on the pages at once, without a publish, while the document keeps none of it.

import { type TestServer, call, startServer } from '../helpers';
import { pageShowing, publishDocument, renderCaseStudyImage, shownImage } from './document-support';
import { describeImage, newStaff, pngImage, upload } from '../staff-support';

let server: TestServer;
let token: string;
let image: { url: string; key: string };

beforeAll(async () => {
  server = await startServer();
  await renderCaseStudyImage(server);
  token = (await newStaff(server, 'focal-editor', 'editor')).token;
  image = (await upload(server, token, pngImage(40, 30), 'team.png', 'image/png')).json as {
    url: string;
    key: string;
  };
  await describeImage(server, token, image.key, { alt: 'The team', focalX: 0.2, focalY: 0.7 });
});

afterAll(() => server.close());

it("gives a document's upload the library's focal point, and follows it when it moves", async () => {
  await publishDocument(server, token, 'caseStudies', (data) => {
    const studies = data.studies as { images: object[] }[];
    studies[0]!.images[0] = { url: image.url, alt: 'Our team at work', width: 40, height: 30 };
    return data;
  });
  const page = await pageShowing(server, '/', image.url);
  // The words too are the library's (image-descriptions.test.ts).
  expect(shownImage(page.text)).toEqual({
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
  expect(shownImage(moved.text)).toMatchObject({ focalX: 0.9, focalY: 0.5 });
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
  expect(shownImage(page.text)).toEqual({
    url: '/media/products/logo.svg',
    alt: 'A logo',
    width: 40,
    height: 30,
  });
});

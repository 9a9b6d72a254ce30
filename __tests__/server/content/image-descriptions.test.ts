// An image's words are said once, in the media library: a page shows the library's alternative
// text of each upload it carries (server/content/focal-points.ts), so choosing another picture
// never keeps the old one's words and correcting a description corrects the page without a
// publish; and a document is not published while an image its draft shows has none (400 naming
// the image's field). Over real HTTP, on SQLite and PostgreSQL.

import { type TestServer, call, startServer } from '../helpers';
import { STORE_TABLE, type FreshDatabase } from '../stores';
import { pageShowing, renderCaseStudyImage, shownImage } from './document-support';
import { describeImage, newStaff, pngImage, upload } from '../staff-support';

type State = { revision: number; draft: unknown; published: { studies: { images: object[] }[] } };

describe.each(STORE_TABLE)('image descriptions on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: database.env });
    await renderCaseStudyImage(server);
    token = (await newStaff(server, 'describer', 'editor')).token;
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  const newImage = async () =>
    (await upload(server, token, pngImage(40, 30), 'team.png', 'image/png')).json as {
      url: string;
      key: string;
    };

  /** Saves the case studies' draft with `image` as the first study's first image. */
  const saveDraft = async (image: object) => {
    const state = (await call(server, '/api/staff/documents/caseStudies', { token })).json as State;
    state.published.studies[0]!.images[0] = image;
    const saved = await call(server, '/api/staff/documents/caseStudies/draft', {
      method: 'PUT',
      token,
      json: { revision: state.revision, data: state.published },
    });
    expect(saved.status).toBe(200);
    return (saved.json as State).revision;
  };
  const publish = (revision: number) =>
    call(server, '/api/staff/documents/caseStudies/publish', { token, json: { revision } });

  it('refuses to publish while an image the draft shows has no alternative text', async () => {
    const image = await newImage();
    // An upload the library has no words for: the draft keeps it, the publish is refused there.
    const revision = await saveDraft({ url: image.url, alt: '', width: 40, height: 30 });
    const refused = await publish(revision);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      field: 'data.studies.0.images.0',
      message: expect.stringMatching(/no alternative text yet/),
    });
    // Words in the document do not count for an upload: the library's do.
    const copied = await saveDraft({ url: image.url, alt: 'Typed here', width: 40, height: 30 });
    expect((await publish(copied)).status).toBe(400);

    expect((await describeImage(server, token, image.key, { alt: 'The team' })).status).toBe(200);
    expect((await publish(copied)).status).toBe(200);

    // One of the site's own images needs its own words.
    const own = await saveDraft({ url: '/images/team.svg', alt: ' ', width: 40, height: 30 });
    expect((await publish(own)).json).toMatchObject({ field: 'data.studies.0.images.0' });
  });

  it("shows the library's words on the page, and follows them when they change", async () => {
    const first = await newImage();
    await describeImage(server, token, first.key, { alt: 'A harbour at dawn' });
    const second = await newImage();
    await describeImage(server, token, second.key, { alt: 'Two people at a whiteboard' });

    // Another picture chosen, the old words still in the document: the page says the new one's.
    const revision = await saveDraft({
      url: second.url,
      alt: 'A harbour at dawn',
      width: 40,
      height: 30,
    });
    expect((await publish(revision)).status).toBe(200);
    const page = await pageShowing(server, '/', second.url);
    expect(shownImage(page.text)).toMatchObject({
      url: second.url,
      alt: 'Two people at a whiteboard',
    });
    const api = (await call(server, '/api/documents/caseStudies')).json as State['published'];
    expect(api.studies[0]!.images[0]).toMatchObject({ alt: 'Two people at a whiteboard' });

    // Corrected in the library: the page follows without a publish.
    await describeImage(server, token, second.key, { alt: 'Two engineers at a whiteboard' });
    const corrected = await pageShowing(server, '/', 'Two engineers');
    expect(shownImage(corrected.text)).toMatchObject({ alt: 'Two engineers at a whiteboard' });
    expect(corrected.headers.get('etag')).not.toBe(page.headers.get('etag'));
  });
});

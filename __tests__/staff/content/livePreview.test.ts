// The content editor's live preview (src/staff/content/preview/): the page drawn again with the
// draft as typed a short time after typing stops (one render per pause, nothing saved), the last
// good picture kept with the reason when the server refuses the draft, and a click in the page
// matched to the field that holds what was clicked (fieldAt).

import { documentActions } from '../../../src/staff/content/documentSlice';
import { fromParagraphs } from '../../../contract/values/content/rich-text';
import { fieldAt } from '../../../src/staff/content/preview/fieldAt';
import { addPreviewListeners } from '../../../src/staff/content/preview/previewEffects';
import { focusMoved } from '../../../src/staff/content/preview/LivePreview';
import { previewActions, selectLivePreview } from '../../../src/staff/content/preview/previewSlice';
import { type FetchDouble, installFetch, json } from '../../support/fetchDouble';
import { openHomeEditor, pageData } from '../../support/documentFixture';

let net: FetchDouble;
beforeEach(() => {
  jest.useFakeTimers();
  net = installFetch();
});
afterEach(() => {
  net.restore();
  jest.useRealTimers();
});

const RENDER = '/api/staff/documents/home/render';
const html = (body: string) =>
  new Response(`<html><body>${body}</body></html>`, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
const renders = () => net.requests.filter((r) => new URL(r.url).pathname === RENDER);
const sent = () =>
  net.requests
    .map((r, i) => (new URL(r.url).pathname === RENDER ? JSON.parse(net.bodies[i] ?? '{}') : null))
    .filter(Boolean) as { data: typeof pageData }[];

/** The home page's editor open, its preview on screen (a wide screen). */
async function openEditor() {
  const store = await openHomeEditor(net, addPreviewListeners);
  store.dispatch(previewActions.screenMeasured(true));
  return store;
}

const type = (store: Awaited<ReturnType<typeof openEditor>>, text: string) =>
  store.dispatch(documentActions.fieldChanged({ path: ['hero', 'headline'], value: text }));

it('draws the page with the typed draft once typing pauses, saving nothing', async () => {
  net.on('POST', RENDER, async (request) => {
    const { data } = (await request.json()) as { data: typeof pageData };
    return html(`<h1>${data.hero.headline}</h1>`);
  });
  const store = await openEditor();
  await jest.advanceTimersByTimeAsync(200);
  expect(selectLivePreview(store.getState()).html).toContain(pageData.hero.headline);
  type(store, 'Soft');
  await jest.advanceTimersByTimeAsync(30);
  type(store, 'Software that lasts');
  await jest.advanceTimersByTimeAsync(30);
  // Still typing: nothing sent since the first picture.
  expect(renders()).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(100);
  expect(renders()).toHaveLength(2);
  expect(sent()[1]?.data.hero.headline).toBe('Software that lasts');
  expect(selectLivePreview(store.getState())).toMatchObject({
    status: 'ready',
    html: expect.stringContaining('<h1>Software that lasts</h1>'),
  });
  expect(net.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
});

it('keeps the last good picture, with the reason, when the server refuses the draft', async () => {
  let refuse = false;
  net.on('POST', RENDER, () =>
    refuse
      ? json({ message: 'This image has no alternative text yet.', field: 'data.hero' }, 400)
      : html('<h1>Good</h1>'),
  );
  const store = await openEditor();
  await jest.advanceTimersByTimeAsync(200);
  // A draft the form finds fine, which the server refuses.
  refuse = true;
  type(store, 'Refused upstream');
  await jest.advanceTimersByTimeAsync(200);
  expect(selectLivePreview(store.getState())).toMatchObject({
    status: 'refused',
    message: 'This image has no alternative text yet.',
    html: expect.stringContaining('<h1>Good</h1>'),
  });
});

it("shows a phone's width on a narrow screen, until the owner picks a width", async () => {
  const store = await openEditor();
  expect(selectLivePreview(store.getState()).width).toBe('desktop');
  store.dispatch(previewActions.screenMeasured(false));
  expect(selectLivePreview(store.getState()).width).toBe('phone');
  store.dispatch(previewActions.widthChosen('desktop'));
  store.dispatch(previewActions.screenMeasured(false));
  expect(selectLivePreview(store.getState()).width).toBe('desktop');
});

it('sends no draft the form marks: the last picture stays, with the reason', async () => {
  net.on('POST', RENDER, () => html('<h1>Page</h1>'));
  const store = await openEditor();
  type(store, 'Fine');
  await jest.advanceTimersByTimeAsync(500);
  expect(renders()).toHaveLength(1);
  type(store, '   ');
  await jest.advanceTimersByTimeAsync(500);
  expect(renders()).toHaveLength(1);
  expect(selectLivePreview(store.getState())).toMatchObject({
    html: expect.stringContaining('<h1>Page</h1>'),
    status: 'refused',
    message: 'Not saved: correct the marked fields.',
  });
});

it('renders nothing while the preview is not on screen', async () => {
  net.on('POST', RENDER, () => html('<h1>Page</h1>'));
  const store = await openEditor();
  store.dispatch(previewActions.screenMeasured(false));
  type(store, 'Unseen');
  await jest.advanceTimersByTimeAsync(500);
  expect(renders()).toHaveLength(0);
});

describe('fieldAt: the field holding what was clicked', () => {
  const page = (markup: string) => {
    document.body.innerHTML = markup;
    return (selector: string) => document.querySelector(selector)!;
  };
  const draft = {
    hero: { headline: 'Software that lasts', image: { url: '/images/hero.svg', alt: 'A kestrel' } },
    tiers: [
      { name: 'Starter', price: 49, note: 'Small teams' },
      { name: 'Enterprise', price: 5000, note: 'From $5,000 a year, billed yearly' },
    ],
  };

  it('finds text equal to a value, inside the clicked element or a parent', () => {
    const at = page('<h1><span>Software that lasts</span></h1><p>Starter</p>');
    expect(fieldAt(at('span'), draft)).toEqual(['hero', 'headline']);
    expect(fieldAt(at('p'), draft)).toEqual(['tiers', 0, 'name']);
  });

  it('finds a rich text by the words of a block: the field, never a node inside it', () => {
    const story = fromParagraphs('We met the team.\n\nWe built the shop again.');
    const at = page(
      '<section><p>We met the team.</p><p><strong>We built the shop again.</strong></p></section>',
    );
    expect(fieldAt(at('p strong'), { studies: [{ story }] })).toEqual(['studies', 0, 'story']);
    expect(fieldAt(at('p'), { studies: [{ story }] })).toEqual(['studies', 0, 'story']);
  });

  it('finds a price as the page writes it', () => {
    const at = page('<div><strong class="price">$5,000</strong><span>/year</span></div>');
    expect(fieldAt(at('.price'), draft)).toEqual(['tiers', 1, 'price']);
  });

  it('picks the figure clicked among several in one text', () => {
    const at = page('<p class="range">$49 – $5,000</p>');
    expect(fieldAt(at('.range'), draft, '$5,000')).toEqual(['tiers', 1, 'price']);
    expect(fieldAt(at('.range'), draft, '$49')).toEqual(['tiers', 0, 'price']);
  });

  it('prefers the value the text equals over one it contains', () => {
    const at = page('<p>From $5,000 a year, billed yearly</p>');
    expect(fieldAt(at('p'), draft)).toEqual(['tiers', 1, 'note']);
  });

  it('finds an image by its address, and nothing for what no field holds', () => {
    const at = page('<img src="/images/hero.svg" alt=""><footer>© Kestrel</footer>');
    expect(fieldAt(at('img'), draft)).toEqual(['hero', 'image', 'url']);
    expect(fieldAt(at('footer'), draft)).toBeUndefined();
  });
});

it('draws the own page of the list item the owner is in, and the document’s page out of it', async () => {
  net.on('POST', RENDER, (request) => {
    const at = new URL(request.url).searchParams;
    return html(at.has('item') ? `<h1>${at.get('list')} ${at.get('item')}</h1>` : '<h1>All</h1>');
  });
  document.body.innerHTML =
    '<form><input id="headline"><ol><li data-list="plans" data-index="0"><input id="p0"></li>' +
    '<li data-list="plans" data-index="1"><input id="p1"><ol><li><input id="p1f0"></li></ol>' +
    '</li></ol></form>';
  const at = (id: string) => document.getElementById(id)!;
  const store = await openEditor();
  await jest.advanceTimersByTimeAsync(200);
  expect(selectLivePreview(store.getState()).html).toContain('<h1>All</h1>');
  store.dispatch(focusMoved(at('p1')));
  await jest.advanceTimersByTimeAsync(100);
  expect(renders().at(-1)?.url).toMatch(/\/render\?list=plans&item=1$/);
  expect(selectLivePreview(store.getState())).toMatchObject({
    item: { list: 'plans', index: 1 },
    html: expect.stringContaining('<h1>plans 1</h1>'),
  });
  // Another field of the same item (a nested list's): the same page, not drawn again.
  const count = renders().length;
  store.dispatch(focusMoved(at('p1f0')));
  await jest.advanceTimersByTimeAsync(100);
  expect(renders()).toHaveLength(count);
  // Typing in the item keeps its page.
  store.dispatch(documentActions.fieldChanged({ path: ['plans', 1, 'name'], value: 'Team' }));
  await jest.advanceTimersByTimeAsync(100);
  expect(renders().at(-1)?.url).toMatch(/item=1$/);
  // Out of every item: the document's page again.
  store.dispatch(focusMoved(at('headline')));
  await jest.advanceTimersByTimeAsync(100);
  expect(renders().at(-1)?.url).toMatch(/\/render$/);
  expect(selectLivePreview(store.getState()).html).toContain('<h1>All</h1>');
});

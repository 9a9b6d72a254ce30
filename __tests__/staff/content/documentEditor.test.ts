// The content editor's draft in the store (src/staff/content/documentSlice.ts, documentEffects.ts):
// saved to the server 1.5 s after typing stops (each change restarts the wait), not sent while
// the schema refuses it, and kept as typed when the server refuses it (a 409 with its reason).

import { addDocumentListeners, saveDocument } from '../../../src/staff/content/documentEffects';
import { documentActions, selectDocumentEditor } from '../../../src/staff/content/documentSlice';
import { type FetchDouble, installFetch, json } from '../../support/fetchDouble';
import { openHomeEditor, pageData, pageState } from '../../support/documentFixture';

let net: FetchDouble;
beforeEach(() => {
  jest.useFakeTimers();
  net = installFetch();
});
afterEach(() => {
  net.restore();
  jest.useRealTimers();
});

const DRAFT = '/api/staff/documents/home/draft';
const puts = () => net.requests.filter((r) => r.method === 'PUT');
const sentBodies = () =>
  net.requests
    .map((r, i) => (r.method === 'PUT' ? JSON.parse(net.bodies[i] ?? '{}') : null))
    .filter(Boolean) as { revision: number; data: typeof pageData }[];

/** A store with the editor open on the home page document at revision 3. */
const openEditor = () => openHomeEditor(net, addDocumentListeners);

const type = (store: Awaited<ReturnType<typeof openEditor>>, text: string) =>
  store.dispatch(documentActions.fieldChanged({ path: ['hero', 'headline'], value: text }));

it('saves the draft 1.5 s after the last change, based on the revision it read', async () => {
  net.on('PUT', DRAFT, () =>
    json(pageState({ revision: 4, changedAt: '2026-11-25T15:00:00.000Z', schema: undefined })),
  );
  const store = await openEditor();
  type(store, 'Software');
  await jest.advanceTimersByTimeAsync(1000);
  type(store, 'Software that lasts longer');
  await jest.advanceTimersByTimeAsync(1400);
  expect(puts()).toHaveLength(0);
  expect(selectDocumentEditor(store.getState())?.dirty).toBe(true);

  await jest.advanceTimersByTimeAsync(200);
  expect(puts()).toHaveLength(1);
  expect(sentBodies()[0]?.revision).toBe(3);
  expect(sentBodies()[0]?.data.hero.headline).toBe('Software that lasts longer');
  const editor = selectDocumentEditor(store.getState());
  expect(editor?.save).toMatchObject({ status: 'saved', at: '2026-11-25T15:00:00.000Z' });
  expect(editor?.dirty).toBe(false);
  expect(editor?.revision).toBe(4);
});

it('sends nothing the schema refuses, and says why', async () => {
  const store = await openEditor();
  type(store, '   ');
  await jest.advanceTimersByTimeAsync(2000);
  expect(puts()).toHaveLength(0);
  const editor = selectDocumentEditor(store.getState());
  expect(editor?.save).toMatchObject({
    status: 'error',
    message: 'Not saved: correct the marked fields.',
  });
  expect(editor?.dirty).toBe(true);
});

it('keeps what was typed when the server refuses it, with its reason; a 409 stops autosave', async () => {
  const reason =
    'Home page was changed by bob@example.com at 2026-11-25T15:00:00.000Z since you opened it. ' +
    'Reload to see their changes; what you typed is kept.';
  net.on('PUT', DRAFT, () => json({ message: reason }, 409));
  const store = await openEditor();
  type(store, 'Mine, not theirs');
  await jest.advanceTimersByTimeAsync(1500);
  expect(puts()).toHaveLength(1);
  const editor = selectDocumentEditor(store.getState());
  expect(editor?.save).toMatchObject({ status: 'error', message: reason, conflict: true });
  expect((editor?.draft as typeof pageData).hero.headline).toBe('Mine, not theirs');
  expect(editor?.dirty).toBe(true);

  // More typing after a conflict is kept too, and not sent until staff decide.
  type(store, 'Mine, still');
  await jest.advanceTimersByTimeAsync(3000);
  expect(puts()).toHaveLength(1);
  expect((selectDocumentEditor(store.getState())?.draft as typeof pageData).hero.headline).toBe(
    'Mine, still',
  );
});

it('ties a refusal that names a field to that field, until that field changes', async () => {
  const reason = 'Field "data.hero.subline" must be at most 300 characters.';
  net.on('PUT', DRAFT, () => json({ message: reason, field: 'data.hero.subline' }, 400));
  const store = await openEditor();
  type(store, 'Fine');
  await jest.advanceTimersByTimeAsync(1500);
  expect(selectDocumentEditor(store.getState())?.save).toMatchObject({
    status: 'error',
    message: reason,
    conflict: false,
    field: 'hero.subline',
  });
  // Another field's change leaves it; a change of that field clears it.
  type(store, 'Still fine');
  expect(selectDocumentEditor(store.getState())?.save.field).toBe('hero.subline');
  store.dispatch(documentActions.fieldChanged({ path: ['hero', 'subline'], value: 'Shorter' }));
  expect(selectDocumentEditor(store.getState())?.save.field).toBeNull();
});

it('keeps typing done during a save unsaved, and saves it next', async () => {
  let revision = 3;
  net.on('PUT', DRAFT, async () => {
    revision += 1;
    await new Promise((resolve) => setTimeout(resolve, 500));
    return json(pageState({ revision, schema: undefined }));
  });
  const store = await openEditor();
  type(store, 'First');
  const saving = store.dispatch(saveDocument());
  type(store, 'Second');
  await jest.advanceTimersByTimeAsync(500);
  expect(await saving).toMatchObject({ payload: true });
  expect(selectDocumentEditor(store.getState())?.dirty).toBe(true);
  await jest.advanceTimersByTimeAsync(1500);
  expect(sentBodies().map((b) => [b.revision, b.data.hero.headline])).toEqual([
    [3, 'First'],
    [4, 'Second'],
  ]);
  expect(selectDocumentEditor(store.getState())?.dirty).toBe(false);
});

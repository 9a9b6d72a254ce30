// One call at a time (server/platform/one-at-a-time.ts): what the caches read again when told of
// a change. A call that would end sooner than the one before it still ends after it, so the last
// one called is the one that stands; a failed call answers its own error and stops no other.

import { oneAtATime } from '../../../server/platform/one-at-a-time';

/** A promise and the function that resolves it, for a test to end work when it chooses. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

it('starts each call once the one before it has ended, and keeps the last result', async () => {
  const first = gate();
  const started: string[] = [];
  let standing = '';
  const read = oneAtATime(async (label: string, wait: Promise<void>) => {
    started.push(label);
    await wait;
    standing = label;
    return label.toUpperCase();
  });
  const older = read('older', first.opened);
  const newer = read('newer', Promise.resolve());
  await new Promise((resolve) => setImmediate(resolve));
  // The newer read would end at once; it has not even started while the older one waits.
  expect(started).toEqual(['older']);
  first.open();
  expect(await Promise.all([older, newer])).toEqual(['OLDER', 'NEWER']);
  expect(started).toEqual(['older', 'newer']);
  expect(standing).toBe('newer');
});

it('answers a failed call with its error, and runs the calls after it', async () => {
  const read = oneAtATime(async (n: number) => {
    if (n === 1) throw new Error('the database went away');
    return n * 10;
  });
  const results = await Promise.allSettled([read(1), read(2)]);
  expect(results).toEqual([
    { status: 'rejected', reason: new Error('the database went away') },
    { status: 'fulfilled', value: 20 },
  ]);
});

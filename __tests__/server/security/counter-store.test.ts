import { createMemoryCounterStore } from '../../../server/security/counter-store';

describe('memory counter store', () => {
  let now = 1_000_000;
  const clock = () => now;

  it('counts hits in a fixed window and starts again when it ends', async () => {
    const store = createMemoryCounterStore({ now: clock });
    expect(await store.get('a')).toBeUndefined();
    expect(await store.increment('a', 60_000)).toEqual({ count: 1, resetAt: now + 60_000 });
    const resetAt = now + 60_000;
    now += 30_000;
    expect(await store.increment('a', 60_000)).toEqual({ count: 2, resetAt });
    expect(await store.get('a')).toEqual({ count: 2, resetAt });
    expect(await store.get('b')).toBeUndefined();
    now = resetAt;
    expect(await store.get('a')).toBeUndefined();
    expect(await store.increment('a', 60_000)).toEqual({ count: 1, resetAt: now + 60_000 });
  });

  it('reset forgets a key', async () => {
    const store = createMemoryCounterStore({ now: clock });
    await store.increment('a', 1000);
    await store.increment('a', 1000);
    await store.reset('a');
    expect(await store.get('a')).toBeUndefined();
    expect((await store.increment('a', 1000)).count).toBe(1);
  });

  it('keeps at most maxKeys keys: a flood of distinct keys forgets the least recently hit', async () => {
    const store = createMemoryCounterStore({ now: clock, maxKeys: 100 });
    await store.increment('victim', 60_000);
    for (let i = 0; i < 99; i += 1) await store.increment(`flood-${i}`, 60_000);
    // Hit again: the victim's key is now the most recently hit one.
    await store.increment('victim', 60_000);
    for (let i = 99; i < 10_000; i += 1) await store.increment(`flood-${i}`, 60_000);
    expect(await store.get('flood-0')).toBeUndefined();
    expect(await store.get('flood-9999')).toEqual({ count: 1, resetAt: now + 60_000 });
    let kept = 0;
    for (let i = 0; i < 10_000; i += 1) if (await store.get(`flood-${i}`)) kept += 1;
    expect(kept).toBe(100);
  });
});

// Async work that must not overlap: each call starts once the one before it has ended, so the
// last one called is the last one to end. The caches that read the database again when told of a
// change (the pages, the published documents) use it: two reads at once may end in either order,
// and an older read that ended last would stand until the next change (a page taken down still
// shown, on PostgreSQL, where the news of an earlier publish arrives while the next one reads).

/** `task`, run one call at a time in the order of the calls; each call answers its own result. */
export function oneAtATime<A extends unknown[], R>(
  task: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  let previous: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const run = previous.then(() => task(...args));
    // A call that failed does not stop the ones after it; its caller has its error.
    previous = run.catch(() => undefined);
    return run;
  };
}

// The page the app shows, for what follows it once the app has started (analytics, fetching the
// next pages ahead: src/app/collector.ts, src/app/prefetch.ts). A page counts as shown once it is
// on screen (src/app/App.tsx reports it), after its code has loaded.

export interface ShownLocation {
  pathname: string;
  search: string;
  key: string;
}

type Listener = (location: ShownLocation) => void;
const listeners = new Set<Listener>();
let shown: ShownLocation | undefined;

export function pageShown(location: ShownLocation): void {
  shown = location;
  for (const listener of listeners) listener(location);
}

/** The page on screen (undefined before the app's first render), and each one shown after it. */
export const shownPage = {
  get current(): ShownLocation | undefined {
    return shown;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

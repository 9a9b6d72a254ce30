// The entry point: the site's base styles, then the app itself once the browser has painted the
// page it received. The prerendered page is complete and usable without JavaScript, so neither the app's code (downloaded after the first paint) nor its start-up work
// (src/boot.tsx) delays what the visitor sees first (docs/performance.md).
import './styles/global.css';
// In the first-loaded CSS, so that page styles composing from it (loaded later) override it.
import './styles/shared.module.css';
import { yieldToMain } from './app/yieldToMain';

/** After the next frame has been painted; at most ~200 ms later in a tab that paints nothing. */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, 200);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });

/**
 * Starts downloading the code the prerendered page needs (scripts/prerender.mjs lists it in
 * `#root[data-scripts]`: the boot chunk, the libraries, the route's own chunk) all at once, so
 * the route's chunk does not wait for the boot chunk to ask for it. One file per task: starting
 * a download costs the main thread a millisecond or two on a phone.
 */
async function preloadPageScripts(): Promise<void> {
  const scripts = document.getElementById('root')?.dataset.scripts?.split(' ') ?? [];
  for (const href of scripts.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
    await yieldToMain();
  }
}

void afterFirstPaint()
  .then(preloadPageScripts)
  .then(() => import(/* webpackChunkName: "boot" */ './boot'));

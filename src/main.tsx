// The entry point: the site's base styles, then the app itself once the browser has painted the
// page it received, images included. The prerendered page is complete and usable without
// JavaScript, so neither the app's code nor its start-up work (src/boot.tsx) delays what the
// visitor sees first (docs/performance.md).
import './styles/global.css';
// In the first-loaded CSS, so that page styles composing from it (loaded later) override it.
import './styles/shared.module.css';

/**
 * Once the page and its first images have loaded and a frame showing them has been painted: the
 * largest paint is usually one of those images, and until it is on screen the network and the
 * main thread are the page's alone. (A tab opened in the background starts when it is shown.)
 */
const afterLargestPaint = (): Promise<void> =>
  // A deferred script runs before the page's load event, which comes once.
  new Promise((resolve) =>
    addEventListener('load', () => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );

/**
 * Starts downloading, all at once, every file the page's code needs (the prerenderer lists them
 * in `#root[data-scripts]`): the route's chunk too, which the router would otherwise only ask
 * for once the boot chunk has run.
 */
function preloadPageCode(): void {
  for (const href of document.getElementById('root')?.dataset.scripts?.match(/\S+/g) ?? [])
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href }),
    );
}

void afterLargestPaint().then(() => {
  preloadPageCode();
  return import(/* webpackChunkName: "boot" */ './boot');
});

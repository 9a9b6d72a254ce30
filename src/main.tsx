// The entry point: the site's base styles, then the app itself once the browser has painted the
// page it received, images included. The prerendered page is complete and usable without
// JavaScript, so neither the app's code nor its start-up work (src/boot.tsx) delays what the
// visitor sees first (docs/performance.md).
import './styles/global.css';
// In the first-loaded CSS, so that page styles composing from it (loaded later) override it.
import './styles/shared.module.css';

/**
 * Once the page and its first images have loaded (the load event) and the browser has reported a
 * largest paint, then after one more frame: the largest paint is the page's text or one of those
 * images, and until it is on screen the network and the main thread are the page's alone.
 * Browsers that report no largest paint (or a tab loaded in the background, which reports none)
 * start a second after the load.
 */
const afterLargestPaint = (): Promise<unknown> => {
  // A deferred script runs before the page's load event.
  const loaded = new Promise((resolve) => addEventListener('load', resolve));
  const painted = new Promise((resolve) => {
    const type = 'largest-contentful-paint';
    if (PerformanceObserver.supportedEntryTypes.includes(type))
      new PerformanceObserver(resolve).observe({ type, buffered: true });
    else resolve(0);
    void loaded.then(() => setTimeout(resolve, 1000));
  });
  return Promise.all([loaded, painted]).then(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
};

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

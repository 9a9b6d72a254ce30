// The entry point: the site's base styles, then the app itself once the browser has painted the
// page it received. The prerendered page is complete and usable without JavaScript, so neither
// the app's code (preloaded at the end of the page) nor its start-up work (src/boot.tsx) delays
// what the visitor sees first (docs/performance.md).
import './styles/global.css';
// In the first-loaded CSS, so that page styles composing from it (loaded later) override it.
import './styles/shared.module.css';

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

// The page's code is already downloading: the prerendered page preloads it at its end
// (src/prerender.tsx).
void afterFirstPaint().then(() => import(/* webpackChunkName: "boot" */ './boot'));

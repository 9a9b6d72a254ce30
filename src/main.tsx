// The entry point: the site's base styles, then the app itself once the browser has painted the
// page it received. The prerendered page is complete and usable without JavaScript, so the app's
// start-up work (src/boot.tsx) never delays its first paint; the boot chunk and the libraries it
// needs are already downloading, preloaded by the page's <head> (scripts/prerender.mjs).
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

void afterFirstPaint().then(() => import(/* webpackChunkName: "boot" */ './boot'));

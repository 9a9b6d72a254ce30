// What the server's renderer waits for before it renders a page (src/prerender.tsx): code a page's
// markup needs that the browser loads apart, after the page is painted (a built page's blocks:
// src/pages/not-found/BuiltPage.tsx). A chunk registers its wait when it is loaded; the browser
// never calls readyToRender.

const waits = new Set<() => Promise<void>>();

/** Has the renderer wait for `wait` before each render. */
export const beforeRender = (wait: () => Promise<void>): void => {
  waits.add(wait);
};

/**
 * Resolves once every registered wait has, those registered meanwhile too (a chunk a wait loads
 * may register its own: a built page's view loads the blocks' renderers).
 */
export const readyToRender = async (): Promise<void> => {
  let done = 0;
  while (done < waits.size) {
    const now = [...waits];
    done = now.length;
    await Promise.all(now.map((wait) => wait()));
  }
};

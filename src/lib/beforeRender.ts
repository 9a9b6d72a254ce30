// What the server's renderer waits for before it renders a page (src/prerender.tsx): code a page's
// markup needs that the browser loads apart, after the page is painted (a built page's blocks:
// src/pages/not-found/BuiltPage.tsx). A chunk registers its wait when it is loaded; the browser
// never calls readyToRender.

const waits = new Set<() => Promise<void>>();

/** Has the renderer wait for `wait` before each render. */
export const beforeRender = (wait: () => Promise<void>): void => {
  waits.add(wait);
};

/** Resolves once every registered wait has. */
export const readyToRender = async (): Promise<void> => {
  await Promise.all([...waits].map((wait) => wait()));
};

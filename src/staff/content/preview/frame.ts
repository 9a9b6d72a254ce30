// Drawing the live preview's renders into its frame without flashing: the first render, or one
// whose stylesheets differ, is loaded whole (srcdoc, the scroll position carried over); any other
// replaces the page's body in place, so the styles stay applied and the scroll stays where it was.
// The frame is sandboxed without scripts; the back office reads and changes its document (same
// origin), which no script of the page's could, and takes its links out of the tab order.

/** The frame's logical width for each preview width, in CSS pixels. */
export const FRAME_WIDTH = { desktop: 1280, phone: 375 } as const;

const stylesheets = (doc: Document) =>
  [...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')).join(' ');

/** The page's links and controls out of the tab order: Enter on a link would open its page. */
const untabbable = (doc: Document) => {
  for (const control of doc.querySelectorAll(
    'a[href], button, input, select, textarea, [tabindex]',
  ))
    control.setAttribute('tabindex', '-1');
};

/** Draws `html` into `frame`, in place when it can. */
export function draw(frame: HTMLIFrameElement, html: string): void {
  const doc = frame.contentDocument;
  const next = new DOMParser().parseFromString(html, 'text/html');
  if (doc?.body && frame.dataset.drawn === 'true' && stylesheets(doc) === stylesheets(next)) {
    doc.body.replaceWith(doc.adoptNode(next.body));
    doc.title = next.title;
    untabbable(doc);
    return;
  }
  const scrollY = frame.contentWindow?.scrollY ?? 0;
  frame.addEventListener(
    'load',
    () => {
      frame.dataset.drawn = 'true';
      if (frame.contentDocument) untabbable(frame.contentDocument);
      frame.contentWindow?.scrollTo(0, scrollY);
    },
    { once: true },
  );
  frame.srcdoc = html;
}

/** Scales the frame of `logical` CSS pixels' width to fit `box` (never up). */
export function fit(frame: HTMLIFrameElement, box: HTMLElement, logical: number): void {
  const scale = Math.min(1, box.clientWidth / logical);
  frame.style.width = `${logical}px`;
  frame.style.height = `${box.clientHeight / scale}px`;
  frame.style.transform = scale < 1 ? `scale(${scale})` : '';
}

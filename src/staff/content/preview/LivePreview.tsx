// The live preview beside the content editor's form (docs/product.md §10.12): the page the
// document shows on, drawn with the draft as typed (previewEffects.ts renders it on the server; not
// saved), at desktop or phone width. On a narrow screen it is hidden until "Show preview". Clicking
// a piece of the page focuses the field that holds it (fieldAt.ts, fieldFocused). The frame is
// sandboxed with no script, and a clear layer over it takes the pointer: links do not navigate,
// forms do not send.

import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { AppDispatch, RootState } from '../../../app/rootReducer';
import { documentActions } from '../documentSlice';
import { addPreviewListeners } from './previewEffects';
import { fieldAt, wordAt } from './fieldAt';
import { FRAME_WIDTH, draw, fit } from './frame';
import { type PreviewWidth, previewActions, selectLivePreview } from './previewSlice';
import { previewCopy } from './previewCopy';
import styles from './LivePreview.module.css';

/** Focuses the field holding what `target`, clicked in the page, shows (if any holds it). */
const focusFieldAt =
  (target: Element, word?: string) => (dispatch: AppDispatch, getState: () => RootState) => {
    const path = fieldAt(target, getState().content?.editor?.draft, word);
    if (path) dispatch(documentActions.fieldFocused({ path }));
  };

/**
 * The form's focus moved to `target`: the picture follows the top-level list item holding it
 * (ListField marks each with data-list and data-index), or the document's page out of every item.
 */
export const focusMoved =
  (target: Element) => (dispatch: AppDispatch, getState: () => RootState) => {
    const box = target.closest<HTMLElement>('[data-list]');
    const item = box ? { list: box.dataset.list ?? '', index: Number(box.dataset.index) } : null;
    const was = getState().livePreview?.item ?? null;
    if (was?.list !== item?.list || was?.index !== item?.index) {
      dispatch(previewActions.itemEntered(item));
    }
  };

/** Wide enough for the preview beside the form (as LivePreview.module.css says). */
const WIDE = '(min-width: 68.75rem)';

/** `className`: where the editor's layout places it. */
export function LivePreview({ className }: { className: string }) {
  const dispatch = useAppDispatch();
  const preview = useAppSelector(selectLivePreview);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const shield = useRef<HTMLDivElement>(null);
  const shown = preview.wide || preview.open;

  useEffect(() => addPreviewListeners(dispatch), [dispatch]);

  useEffect(() => {
    // Absent where no screen is laid out (jsdom): the preview stays closed there.
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE);
    const measure = () => dispatch(previewActions.screenMeasured(query.matches));
    measure();
    query.addEventListener('change', measure);
    return () => query.removeEventListener('change', measure);
  }, [dispatch]);

  // Each render, drawn once.
  useEffect(() => {
    if (frame.current && preview.html !== null && shown) draw(frame.current, preview.html);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per render, not per html read
  }, [preview.renders, shown]);

  // The frame's width, scaled to fit its box as that changes.
  useEffect(() => {
    const [el, outer] = [frame.current, box.current];
    if (!el || !outer || !shown) return;
    const resize = () => fit(el, outer, FRAME_WIDTH[preview.width]);
    resize();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(resize);
    observer.observe(outer);
    return () => observer.disconnect();
  }, [preview.width, shown]);

  // The page takes no event itself (a sandboxed frame without scripts): a clear layer over it
  // takes the clicks, matched to the piece of the page under them, and the wheel, which scrolls
  // the page (not the editor).
  useEffect(() => {
    const [el, layer] = [frame.current, shield.current];
    if (!el || !layer) return;
    /** The point under the pointer in the frame's own pixels (it may be scaled). */
    const inFrame = (event: MouseEvent) => {
      const rect = el.getBoundingClientRect();
      const scale = el.offsetWidth > 0 ? rect.width / el.offsetWidth : 1;
      return [(event.clientX - rect.left) / scale, (event.clientY - rect.top) / scale, scale];
    };
    const onClick = (event: MouseEvent) => {
      const doc = el.contentDocument;
      if (!doc) return;
      const [x = 0, y = 0] = inFrame(event);
      const target = doc.elementFromPoint(x, y);
      if (target) dispatch(focusFieldAt(target, wordAt(doc, x, y)));
    };
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const [, , scale = 1] = inFrame(event);
      el.contentWindow?.scrollBy(event.deltaX / scale, event.deltaY / scale);
    };
    layer.addEventListener('click', onClick);
    layer.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      layer.removeEventListener('click', onClick);
      layer.removeEventListener('wheel', onWheel);
    };
  }, [dispatch]);

  const choose = (width: PreviewWidth) => dispatch(previewActions.widthChosen(width));
  return (
    <section
      className={`${styles.preview} ${className}`}
      aria-labelledby="live-preview-title"
      data-open={shown}
    >
      <div className={styles.bar}>
        <h3 id="live-preview-title" className={styles.title}>
          {previewCopy.title}
        </h3>
        {!preview.wide && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={preview.open}
            aria-controls="live-preview-body"
            onClick={() => dispatch(previewActions.openToggled())}
          >
            {preview.open ? previewCopy.hide : previewCopy.show}
          </button>
        )}
        {shown && (
          <div role="group" aria-label={previewCopy.widthLabel} className={styles.widths}>
            {(['desktop', 'phone'] as const).map((width) => (
              <button
                key={width}
                type="button"
                className={styles.width}
                aria-pressed={preview.width === width}
                onClick={() => choose(width)}
              >
                {previewCopy.widths[width]}
              </button>
            ))}
          </div>
        )}
      </div>
      <div id="live-preview-body" className={styles.body} hidden={!shown}>
        <p className={styles.status} role="status">
          {preview.status === 'refused'
            ? previewCopy.refused(preview.message ?? '')
            : preview.html === null
              ? previewCopy.drawing
              : previewCopy.hint}
        </p>
        <div ref={box} className={styles.box} data-width={preview.width}>
          <iframe
            ref={frame}
            className={styles.frame}
            title={previewCopy.frameTitle}
            sandbox="allow-same-origin"
          />
          <div ref={shield} className={styles.shield} aria-hidden="true" />
        </div>
      </div>
    </section>
  );
}

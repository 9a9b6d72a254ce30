// What the back office's slices keep alike: where a paged list is (its trail), and the outcome of
// the last action a page announces (its notice). Each area's slice holds its own; the Pager
// (Pager.tsx) shows a trail and moves it through the area's action.

/**
 * The cursors of the pages opened after a list's first: the last one is the page shown (none: the
 * first page). "Previous" drops the last, "Next" adds the page's `next`.
 */
export type Trail = string[];

/** The trail after "Next" (`cursor`: the page's `next`) or, with null, after "Previous". */
export const paged = (trail: readonly string[], cursor: string | null): Trail =>
  cursor === null ? trail.slice(0, -1) : [...trail, cursor];

/** The outcome of the last action, announced politely ("Saved.", or why it failed). */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

// A part of a page's address after '#' (/pricing#basic), made from its heading: what the content
// editor fills in for a plan, tier, question or topic while nobody has set one of their own.
// Imports nothing, so the site can import it.

/** The longest anchor the documents accept (contract/content-fields.ts, AnchorField). */
export const ANCHOR_LENGTH = 41;

/** 'Mobile App Development' → 'mobile-app-development'; '' when no letter is left. */
export function anchorOf(heading: string): string {
  return heading
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .slice(0, ANCHOR_LENGTH)
    .replace(/-+$/, '');
}

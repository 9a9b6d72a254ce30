// Shapes shared by the content modules. Pure data types: no React.

import type { SitePath } from '../config/paths';

/**
 * A "static content card" (docs/product.md §3): an image URL, a title, a short text and a link
 * target.
 */
export interface ContentCard {
  /** URL of the card's image (an imported SVG). */
  readonly url: string;
  /** Alternative text for the image. */
  readonly alt: string;
  readonly title: string;
  readonly content: string;
  /** Where the card's button leads. */
  readonly path: SitePath;
  /** What the button's short label is about, for screen readers and search engines. */
  readonly linkContext?: string;
}

/** An image with its intrinsic size, so pages can reserve space and avoid layout shift. */
export interface Illustration {
  readonly url: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** An internal link or button: visible label and route. */
export interface NavItem {
  readonly label: string;
  readonly path: SitePath;
  /** What a short label is about, for screen readers and search engines (see ButtonLink). */
  readonly context?: string;
}

/** A heading followed by one or more paragraphs. */
export interface TextSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/** A question with its answer; `id` is a stable slug (usable as a DOM id or URL fragment). */
export interface FaqItem {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

/** A title with a short explanatory text. */
export interface TitledText {
  readonly title: string;
  readonly text: string;
}

/** A closing call to action: heading, text and a button. */
export interface CallToAction {
  readonly heading: string;
  readonly text: string;
  readonly action: NavItem;
}

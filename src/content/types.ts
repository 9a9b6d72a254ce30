// Shapes shared by the content modules. Pure data types: no React.

import type { SitePath } from '../config/paths';

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

// Shapes shared by the content modules. Pure data types: no React.

/** An image with its intrinsic size, so pages can reserve space and avoid layout shift. */
export interface Illustration {
  readonly url: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

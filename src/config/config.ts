// Build-time settings. webpack's DefinePlugin replaces each `process.env.KESTREL_*` expression with
// the value given at build time (see webpack.config.ts); in Jest they read the real environment.
// An empty base URL means "this site's own origin", where the bundled server answers.

const timeout = Number(process.env.KESTREL_REQUEST_TIMEOUT_MS ?? '0');

export const config = {
  authApi: process.env.KESTREL_AUTH_API ?? '',
  testimonialsApi: process.env.KESTREL_TESTIMONIALS_API ?? '',
  postsApi: process.env.KESTREL_POSTS_API ?? '',
  productsApi: process.env.KESTREL_PRODUCTS_API ?? '',
  contactApi: process.env.KESTREL_CONTACT_API ?? '',
  profileApi: process.env.KESTREL_PROFILE_API ?? '',
  /** Request timeout in milliseconds; 0 means no timeout. */
  requestTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 0,
} as const;

/** Joins an API base URL (possibly empty) and a path. */
export const apiUrl = (base: string, path: string): string =>
  base ? `${base.replace(/\/+$/, '')}${path}` : path;

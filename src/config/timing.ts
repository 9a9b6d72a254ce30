// The product's delays (docs/product.md §9), in one place.
export const LOGIN_DELAY_MS = 2000;
export const LOGIN_ERROR_MS = 3000;
export const SIGNUP_REDIRECT_MS = 1500;
export const SAMPLE_TESTIMONIALS_DELAY_MS = 1000;

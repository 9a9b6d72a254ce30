// The catch-all route's chunk: the not-found page (and the "gone" page), or a page staff built
// from blocks when one is published at the address.
export { default as NotFoundPage } from './NotFoundPage';
export { PageOrNotFound } from './BuiltPage';

// The content documents' keys (contract/documents/index.ts declares each): apart, importing nothing, so
// that the site can take them as values (the back office's address of each editor,
// /staff/content/<key>, is a page the build writes) without any schema code.

export const DOCUMENT_KEYS = [
  'company',
  'site',
  'home',
  'pricing',
  'services',
  'webDevelopment',
  'courses',
  'about',
  'careers',
  'support',
  'legal',
  'contact',
  'quote',
  'shop',
  'notFound',
  'gone',
  'account',
  'caseStudies',
  'hiring',
  'enrolment',
  'enrolConfirmation',
  'dataRights',
  'measurement',
  'search',
] as const;

export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

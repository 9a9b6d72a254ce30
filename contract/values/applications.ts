// Job applications (docs/product.md §10.17): what a candidate sends from a posting's page, the
// hiring pipeline's stages, and the one set of field rules the apply form and the server both
// apply (applicationProblems). This module imports only the email address's rule (every form's:
// contract/values/forms/email.ts), so the site's form and the staff screens take its values
// without the schema library; the API's schemas are in contract/api/applications.ts.

import { isEmailAddress } from './forms/email';

/** Where an application stands, in the pipeline's order; `rejected` may follow any other. */
export const APPLICATION_STAGES = [
  'new',
  'screening',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** @public (the staff screens read it) */
export const APPLICATION_STAGE_LABELS: Readonly<Record<ApplicationStage, string>> = {
  new: 'New',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** The emails staff send a candidate from the detail view (the "received" one goes by itself). */
export const APPLICATION_EMAILS = ['interview', 'rejection'] as const;
export type ApplicationEmail = (typeof APPLICATION_EMAILS)[number];

/** The CV's formats, told apart by their bytes (server/hiring/cv-type.ts). */
export const CV_TYPES = ['pdf', 'docx'] as const;
export type CvType = (typeof CV_TYPES)[number];

export const APPLICATION_LIMITS = {
  fullName: 100,
  email: 254,
  phone: 40,
  /** Each link (portfolio, GitHub, LinkedIn). */
  link: 300,
  coverLetter: 5000,
  /** A note staff add. */
  note: 2000,
  /** The CV file: 5 MB. */
  cvBytes: 5 * 1024 * 1024,
  /** The CV's file name as kept (longer names are shortened). */
  cvName: 120,
} as const;

/** The default of APPLICATION_RETENTION_DAYS: days kept after the posting closes. */
export const DEFAULT_RETENTION_DAYS = 180;

/** The application's text fields, as the form holds them and the server receives them. */
export interface ApplicationFields {
  fullName: string;
  email: string;
  phone: string;
  portfolioUrl: string;
  githubUrl: string;
  linkedinUrl: string;
  coverLetter: string;
  /** 'yes' once the candidate ticked the retention consent. */
  consent: string;
}

export type ApplicationField = keyof ApplicationFields;

export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  'fullName',
  'email',
  'phone',
  'portfolioUrl',
  'githubUrl',
  'linkedinUrl',
  'coverLetter',
  'consent',
];

/** The rules' messages (behaviour the spec fixes: docs/product.md §10.17). */
export const APPLICATION_MESSAGES = {
  fullName: 'Enter your full name (at most 100 characters, one line).',
  email: 'Enter a valid email address.',
  phone: 'Enter a phone number of at most 40 digits, spaces and + ( ) - characters.',
  link: 'Enter a full web address starting with http:// or https:// (at most 300 characters), or leave it empty.',
  coverLetter: 'Write a cover letter (at most 5000 characters).',
  consent: 'Tick the box to agree to how long we keep your application.',
  cvMissing: 'Attach your CV as a PDF or Word (.docx) file.',
  cvTooLarge: 'The CV is too large: at most 5 MB.',
  cvType: 'The CV must be a PDF or a Word (.docx) document; this file is neither.',
} as const;

const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const PHONE = /^[0-9+()\- ]{3,40}$/;

/** An http(s) address with a host, or nothing. */
function isWebAddress(value: string): boolean {
  if (value.length > APPLICATION_LIMITS.link || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * Every field that breaks a rule, with its message; empty when the fields may be sent. The form
 * shows these next to the fields, the server answers 400 with the first.
 */
export function applicationProblems(
  fields: Readonly<ApplicationFields>,
): Partial<Record<ApplicationField, string>> {
  const problems: Partial<Record<ApplicationField, string>> = {};
  const name = fields.fullName.trim();
  if (!name || name.length > APPLICATION_LIMITS.fullName || CONTROL.test(name))
    problems.fullName = APPLICATION_MESSAGES.fullName;
  const email = fields.email.trim();
  if (!isEmailAddress(email)) problems.email = APPLICATION_MESSAGES.email;
  const phone = fields.phone.trim();
  if (phone && !PHONE.test(phone)) problems.phone = APPLICATION_MESSAGES.phone;
  for (const key of ['portfolioUrl', 'githubUrl', 'linkedinUrl'] as const) {
    const link = fields[key].trim();
    if (link && !isWebAddress(link)) problems[key] = APPLICATION_MESSAGES.link;
  }
  const letter = fields.coverLetter.trim();
  if (
    !letter ||
    letter.length > APPLICATION_LIMITS.coverLetter ||
    CONTROL_MULTILINE.test(fields.coverLetter)
  )
    problems.coverLetter = APPLICATION_MESSAGES.coverLetter;
  if (fields.consent !== 'yes') problems.consent = APPLICATION_MESSAGES.consent;
  return problems;
}

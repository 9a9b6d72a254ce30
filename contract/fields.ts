// Schema pieces that several calls share: the field rules of docs/product.md §5 as JSON Schema
// (TypeBox), for the server to enforce and the site to take its types from (`import type` only:
// the site imports no value from here; docs/architecture.md, "The contract").

import { type Static, Type } from 'typebox';
import { LIMITS, PATTERNS } from './values/constants';
import { EMAIL_PATTERN } from './values/forms/email';

/**
 * An email address: every form that takes one (contact, quote, sign-up, forgot password; the job
 * application's checks the same rule, isEmailAddress) and every address staff type into the
 * site's content. One address under EMAIL_PATTERN's rule: what the emails go to and the limits
 * count.
 */
export const Email = Type.String({
  minLength: 1,
  maxLength: LIMITS.email,
  pattern: EMAIL_PATTERN,
});
export type Email = Static<typeof Email>;

/** A new password: the sign-up rules' lengths (the server checks the rest, docs/product.md §5). */
export const Password = Type.String({
  minLength: LIMITS.passwordMin,
  maxLength: LIMITS.passwordMax,
});
export type Password = Static<typeof Password>;

/** A required single-line text field that is not blank. */
export const Line = (maxLength: number) =>
  Type.String({
    // In allOf so that the checks run, and report, in this order.
    allOf: [
      { minLength: 1 },
      { maxLength },
      { pattern: PATTERNS.notBlank },
      { pattern: PATTERNS.singleLine },
    ],
  });

/** A single-line text field that may be empty. */
export const OptionalLine = (maxLength: number) =>
  Type.String({ maxLength, pattern: PATTERNS.singleLine });

/**
 * Text of several lines: not blank, at most `maxLength` characters, no control characters but
 * tabs and line breaks. Every free text of several lines is one of these (docs/security.md).
 */
export const Text = (maxLength: number) =>
  Type.String({
    allOf: [
      { minLength: 1 },
      { maxLength },
      { pattern: PATTERNS.notBlank },
      { pattern: PATTERNS.noControl },
    ],
  });

/** A path to an image the site serves (/media/...). */
export const MediaPath = Type.String({ pattern: PATTERNS.mediaPath, maxLength: LIMITS.mediaPath });
export type MediaPath = Static<typeof MediaPath>;

/** Positive whole numbers: every stored record's id. */
export const Id = Type.Integer();
export type Id = Static<typeof Id>;

/** A date and time as ISO 8601 text. */
export const Timestamp = Type.String();
export type Timestamp = Static<typeof Timestamp>;

/** A request body that is a JSON object with exactly these fields, all required. */
export const Body = <P extends Parameters<typeof Type.Object>[0]>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });

/** The answer to most writes, and to every failed call: a sentence for a person. */
export const Message = Type.Object({ message: Type.String() });
export type Message = Static<typeof Message>;

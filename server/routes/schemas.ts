// JSON schema fragments shared by the routes. Lengths count characters (code points).

import { NOT_BLANK, SINGLE_LINE } from '../errors';

export const LIMITS = {
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  name: 100,
  phone: 40,
  address: 200,
  subject: 150,
  message: 5000,
} as const;

export const emailSchema = {
  type: 'string',
  minLength: 1,
  maxLength: LIMITS.email,
  format: 'email',
} as const;

export const passwordSchema = {
  type: 'string',
  minLength: LIMITS.passwordMin,
  maxLength: LIMITS.passwordMax,
} as const;

export const credentialsSchema = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: { email: emailSchema, password: passwordSchema },
} as const;

/** A required single-line text field that is not blank. */
export const lineSchema = (maxLength: number) =>
  ({
    type: 'string',
    // In allOf so that the checks run, and report, in this order.
    allOf: [{ minLength: 1 }, { maxLength }, { pattern: NOT_BLANK }, { pattern: SINGLE_LINE }],
  }) as const;

/** An optional-content single-line text field (may be empty). */
export const optionalLineSchema = (maxLength: number) =>
  ({ type: 'string', maxLength, pattern: SINGLE_LINE }) as const;

export const messageResponse = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

export interface Credentials {
  email: string;
  password: string;
}

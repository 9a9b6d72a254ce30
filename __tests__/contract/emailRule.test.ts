// One rule for an email address (contract/values/forms/email.ts, EMAIL_PATTERN and isEmailAddress): the
// `Email` schema every API form is checked with, and every check the site's forms run before they
// send (contact, quote, forgot password, job application) and that the server runs again for a
// form posted without JavaScript (formRefused) agree, address for address. The API's answers over
// HTTP: __tests__/server/one-address.test.ts.

import { Check } from 'typebox/schema';
import { applicationProblems } from '../../contract/values/applications';
import { EMAIL_PATTERN, isEmailAddress } from '../../contract/values/forms/email';
import { Email } from '../../contract/fields';
import { formRefused } from '../../src/features/forms/formProblems';
import { QUOTE_ANSWERS } from '../support/quoteAnswers';

/** Addresses that would send a form's emails to another mailbox, or to several. */
const REFUSED = [
  'aa,target@example.org',
  'x?cc=...&bcc=...@example.com',
  'x?cc=spy%40evil.example&bcc=boss%40evil.example@example.com',
  'a;target@example.org',
  'a#b@example.com',
  '"quoted"@example.com',
  'a b@example.com',
  'a..b@example.com',
  '.a@example.com',
  'a.@example.com',
  'a@example',
  'a@example.com.',
  'a@-example.com',
  'a@[192.0.2.1]',
  'target@example.org, other@example.org',
  'ada@exämple.com',
  `${'x'.repeat(65)}@example.com`,
  `a@${'x'.repeat(64)}.com`,
  `a@${'x.'.repeat(125)}com`,
];
const ACCEPTED = [
  'ada@example.com',
  'Ada.Lovelace+news@mail.example.co.uk',
  "o'brien@example.ie",
  'first_last-1@sub-domain.example.org',
  'a@xn--bcher-kva.example',
  `${'x'.repeat(64)}@example.com`,
];

const contact = { fullName: 'Ada', subject: 'Hello', message: 'A quote, please.' };
const QUOTE = { ...QUOTE_ANSWERS, fullName: 'Ada' };
const APPLICANT_FIELDS = {
  fullName: 'Ada Candidate',
  email: '',
  phone: '',
  portfolioUrl: '',
  githubUrl: '',
  linkedinUrl: '',
  coverLetter: 'I would love to build things with you.',
  consent: 'yes',
};

describe('the email address rule', () => {
  it.each(REFUSED)('refuses %s everywhere', (address) => {
    expect(isEmailAddress(address)).toBe(false);
    expect(Check(Email, address)).toBe(false);
    expect(formRefused('contact', { ...contact, email: address })).toBe(true);
    expect(formRefused('forgot', { email: address })).toBe(true);
    expect(formRefused('quote', { ...QUOTE, email: address })).toBe(true);
    expect(applicationProblems({ ...APPLICANT_FIELDS, email: address })).toHaveProperty('email');
  });

  it.each(ACCEPTED)('accepts %s everywhere', (address) => {
    expect(isEmailAddress(address)).toBe(true);
    expect(Check(Email, address)).toBe(true);
    expect(formRefused('contact', { ...contact, email: address })).toBe(false);
    expect(formRefused('forgot', { email: ` ${address} ` })).toBe(false);
    expect(formRefused('quote', { ...QUOTE, email: address })).toBe(false);
    expect(applicationProblems({ ...APPLICANT_FIELDS, email: address })).toEqual({});
  });

  it('is the schema’s own pattern, and holds the length limit too', () => {
    expect(Email).toMatchObject({ pattern: EMAIL_PATTERN });
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect(longest).toHaveLength(254);
    expect(isEmailAddress(longest)).toBe(true);
    expect(isEmailAddress(`${longest}d`)).toBe(false);
    expect(Check(Email, `${longest}d`)).toBe(false);
  });
});

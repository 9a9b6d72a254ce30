import { formRefused } from '../../../src/features/forms/formProblems';

// What the server checks of a form the browser posted itself (server/site/form-pages.ts): the rules
// the pages apply before sending, from the same functions.

const contact = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A new website',
  message: 'A quote, please.',
};

describe('formRefused', () => {
  it('passes a complete contact form and refuses one with a blank field or a bad address', () => {
    expect(formRefused('contact', contact)).toBe(false);
    expect(formRefused('contact', { ...contact, subject: '   ' })).toBe(true);
    expect(formRefused('contact', { ...contact, email: 'ada@example' })).toBe(true);
    expect(formRefused('contact', { email: 'ada@example.com' })).toBe(true);
  });

  it('refuses a forgotten-password email that is blank or not an address', () => {
    expect(formRefused('forgot', { email: ' ada@example.com ' })).toBe(false);
    expect(formRefused('forgot', { email: '' })).toBe(true);
    expect(formRefused('forgot', { email: 'ada' })).toBe(true);
  });

  it('refuses a reset without a new password (the server checks the sign-up rules)', () => {
    expect(formRefused('reset', { password: 'x' })).toBe(false);
    expect(formRefused('reset', { password: '' })).toBe(true);
  });
});

// The contact form's fields (src/components/blocks/forms/ContactForm.tsx): their values, what is wrong with
// them, and the message they make. The server checks the same when the browser posts the form
// itself (src/prerender.tsx, formProblems).

import { isEmailAddress } from '../../../contract/values/forms/email';
import type { ContactMessage } from '../../api/types';
import { contactForm, type ContactField } from '../../content/contact';

export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['fullName', 'email', 'subject', 'message'];

/** What is wrong with the form, field by field; empty when it can be sent. */
export const validateContact = (values: ContactValues): ContactErrors => {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (!values[field].trim()) errors[field] = contactForm.errors[field];
  }
  if (!errors.email && !isEmailAddress(values.email.trim()))
    errors.email = contactForm.errors.emailFormat;
  return errors;
};

/** The message to send; the honeypot field goes along only when something filled it in. */
export const toContactMessage = (
  values: ContactValues,
  honeypot = '',
): ContactMessage & { website?: string } => ({
  fullName: values.fullName.trim(),
  email: values.email.trim(),
  subject: values.subject.trim(),
  message: values.message.trim(),
  ...(honeypot ? { website: honeypot } : {}),
});

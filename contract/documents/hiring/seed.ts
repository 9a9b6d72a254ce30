// Job applications' words as a new installation publishes them (contract/documents/hiring/schema.ts).

import type { HiringContent } from './schema';

export const hiringSeed: HiringContent = {
  form: {
    heading: 'Apply for this role',
    intro:
      'Tell us about yourself and attach your CV. Everything you send goes to our hiring team at {name} only.',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone (optional)',
    portfolioUrl: 'Portfolio (optional)',
    githubUrl: 'GitHub (optional)',
    linkedinUrl: 'LinkedIn (optional)',
    linksHint: 'Full web addresses, starting with https://',
    coverLetter: 'Cover letter',
    cv: 'CV',
    cvHint: 'A PDF or Word (.docx) file of at most 5 MB.',
    cvAgain:
      'Your browser cannot keep a chosen file after a refusal: please choose your CV again before sending.',
    consent:
      'We keep your application and CV for {days} days after the posting closes, then delete them. I agree.',
    submit: 'Send application',
    sending: 'Sending...',
    sent: 'Thank you: we received your application for {role} and sent you an email. We reply to every application within ten working days.',
    fixErrors: 'Some fields need your attention: see the messages below them.',
    failed:
      'We could not send your application just now. Please try again in a few minutes, or write to {supportEmail}.',
  },
  emails: {
    received: {
      subject: 'We received your application: {role}',
      body: 'Hello {name},\n\nThank you for applying for {role} at {company}. We read every application and reply within ten working days.\n\n{company}',
    },
    interview: {
      subject: 'Interview invitation: {role}',
      body: 'Hello {name},\n\nThank you for your application for {role}. We would like to invite you to an interview. Please reply to this email with a few times that suit you over the next two weeks.\n\nBest wishes,\nThe hiring team',
    },
    rejection: {
      subject: 'Your application: {role}',
      body: 'Hello {name},\n\nThank you for your interest in {role} and for the time you spent on your application. After careful thought we will not take it further this time.\n\nWe wish you every success,\nThe hiring team',
    },
  },
};

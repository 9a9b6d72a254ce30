// Whether a form the browser posted itself (server/site/form-pages.ts) breaks the rules its page
// checks before sending (the same functions the pages use). The server then answers the page
// again with its messages, and the API is not asked: as with the app, where the form is not sent.

import { validateContact, type ContactValues } from './contactFields';
import { forgotEmailProblem, resetPasswordProblem } from './passwordFields';
import { firstStepWithProblems, pickAnswers } from '../quote/quoteFields';

export type PostedForm = 'contact' | 'forgot' | 'reset' | 'quote' | 'signup';

const text = (values: Record<string, string>, name: string): string => values[name] ?? '';

/** True when the page would refuse to send these values. */
export function formRefused(form: PostedForm, values: Record<string, string>): boolean {
  switch (form) {
    case 'contact': {
      const fields: ContactValues = {
        fullName: text(values, 'fullName'),
        email: text(values, 'email'),
        subject: text(values, 'subject'),
        message: text(values, 'message'),
      };
      return Object.keys(validateContact(fields)).length > 0;
    }
    case 'forgot':
      return forgotEmailProblem(text(values, 'email')) !== null;
    case 'reset':
      return resetPasswordProblem(text(values, 'password')) !== null;
    case 'quote':
      return firstStepWithProblems(pickAnswers(values)) !== -1;
    case 'signup':
      // The page checks nothing itself: the server's schema and password rules say what is wrong.
      return false;
  }
}

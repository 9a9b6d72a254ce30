// The sign-in pages (login and sign-up) and their guard as the route table (src/app/routes.tsx)
// loads them: one module, so that webpack builds the chunk from one root and joins its modules
// into one scope (smaller and quicker to start than each page file loaded on its own). The other account pages
// are chunks of their own: the password and email verification pages (password.ts) and the
// profile (members.ts), so that the sign-in pages carry none of them. Nothing else imports it.

export { GuestOnly } from './GuestOnly';
export { LoginPage } from './LoginPage';
export { SignupPage } from './SignupPage';

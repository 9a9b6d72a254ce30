// The account area as the route table (src/app/routes.tsx) loads it: one module, so that webpack
// builds the area's chunk from one root and joins its modules into one scope (smaller and quicker
// to start than each page file loaded on its own). Nothing else imports it.

export { ForgotPasswordPage } from './ForgotPasswordPage';
export { LoginPage } from './LoginPage';
export { ProfilePage } from './profile/ProfilePage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignupPage } from './SignupPage';
export { VerifyEmailPage } from './VerifyEmailPage';

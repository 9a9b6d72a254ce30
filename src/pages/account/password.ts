// The password pages (/forgot-password, /reset-password, /set-password) and the email
// verification link's (/verify-email) as the route table (src/app/routes.tsx) loads them: one
// module, the root of their chunk (as area.ts is the sign-in pages'). Nothing else imports it.

export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { VerifyEmailPage } from './VerifyEmailPage';

// The account pages' entries for search engines (their forms' words and messages are the site's
// code).

import { Group } from '../content-fields';
import { SeoWithFacts } from './facts';

export const AccountPagesContent = Group({
  login: SeoWithFacts('Search engines: /login'),
  signup: SeoWithFacts('Search engines: /signup'),
  forgotPassword: SeoWithFacts('Search engines: /forgot-password'),
  resetPassword: SeoWithFacts('Search engines: /reset-password'),
  setPassword: SeoWithFacts('Search engines: /set-password'),
  verifyEmail: SeoWithFacts('Search engines: /verify-email'),
  profile: SeoWithFacts('Search engines: /profile'),
});

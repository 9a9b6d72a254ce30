// The account pages' entries for search engines (their forms' words and messages are the site's
// code).

import type { Static } from 'typebox';
import { Group, SearchEntry } from '../../content-fields';

export const AccountPagesContent = Group({
  login: SearchEntry('Search engines: /login'),
  signup: SearchEntry('Search engines: /signup'),
  forgotPassword: SearchEntry('Search engines: /forgot-password'),
  resetPassword: SearchEntry('Search engines: /reset-password'),
  setPassword: SearchEntry('Search engines: /set-password'),
  verifyEmail: SearchEntry('Search engines: /verify-email'),
  profile: SearchEntry('Search engines: /profile'),
});
export type AccountPagesContent = Static<typeof AccountPagesContent>;

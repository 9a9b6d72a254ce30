// An account's roles, shared by the site and the server (contract/values/constants.ts re-exports them).
// This module imports nothing, and is small: the navigation imports it at start-up.

/**
 * An account's role: a member, or staff, which is one of two roles: an editor changes the site's
 * content (documents, collections, media); an admin may also do everything else of the back
 * office (members and their roles, the inbox, emails, the audit log, settings). docs/security.md.
 */
export const ROLES = ['member', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** The roles of the back office ("staff": an editor or an admin). */
export const STAFF_ROLES = ['editor', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Whether an account with this role is staff (an editor or an admin). */
export const isStaff = (role: Role | undefined): role is StaffRole =>
  role === 'editor' || role === 'admin';

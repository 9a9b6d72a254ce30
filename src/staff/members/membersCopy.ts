// The Members page's words (its chunk only).

import type { Role } from '../../../contract/values/constants';

export const membersCopy = {
  title: 'Members',
  search: 'Search members',
  searchHint: 'Words of the name or email (their start is enough)',
  none: 'No account matches.',
  /** The role select's accessible name, for one account. */
  roleLabel: (email: string) => `Role of ${email}`,
  /** Each role's name in the select, in its order (ROLES of contract/values/constants.ts). */
  roles: { member: 'Member', editor: 'Editor', admin: 'Admin' } satisfies Record<Role, string>,
  change: 'Change role',
  you: '(you)',
  changed: (email: string, role: string) =>
    `${email} is ${role === 'admin' ? 'an admin' : role === 'editor' ? 'an editor' : 'a member'} now.`,
} as const;

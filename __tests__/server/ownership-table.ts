// What each caller may do with a person's data (docs/security.md, "Whose data is whose", item 11):
// the expected answer of every API operation that returns or changes personal data, for each
// kind of caller, compared in full by ownership.test.ts. The person is the owner: a member who
// sent a message and a job application from their address and completed a course. "owner
// (unverified)" is a person who did the same but never verified their address.
//
//   'theirs'      the answer (2xx) holds the person's data, or the change was made to it
//   'not theirs'  the answer (2xx) holds none of the person's data
//   'erased'      2xx, and what the operation deletes of the person's (their message, their
//                 application, or both for an account) is gone afterwards
//   'kept'        2xx, and it is still there afterwards
//   a number      the request was refused with that status

export const CALLERS = [
  'owner',
  'owner (unverified)',
  'another member',
  'editor',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];
export type Outcome = 'theirs' | 'not theirs' | 'erased' | 'kept' | number;

const everyone = (outcome: Outcome): Record<Caller, Outcome> => ({
  owner: outcome,
  'owner (unverified)': outcome,
  'another member': outcome,
  editor: outcome,
  admin: outcome,
});
/** The back office's administration: admins only (403 with the reason for everyone else). */
const adminsOnly = (outcome: Outcome) => ({ ...everyone(403), admin: outcome });

export const EXPECTED: Record<string, Record<Caller, Outcome>> = {
  // The session's own account: each caller reads their own profile, never the person's.
  'GET /api/profile': {
    ...everyone('not theirs'),
    owner: 'theirs',
    'owner (unverified)': 'theirs',
  },
  // What was sent without an account is the account's only once its address is verified.
  'GET /api/profile/data': { ...everyone('not theirs'), owner: 'theirs' },
  'POST /api/profile/delete': { ...everyone('kept'), owner: 'erased' },
  'GET /api/enrolments': {
    ...everyone('not theirs'),
    owner: 'theirs',
    'owner (unverified)': 'theirs',
  },
  // A certificate is public by design: its address is the member's to share.
  'GET /api/certificates/:code': everyone('theirs'),
  'GET /api/staff/messages': adminsOnly('theirs'),
  'GET /api/staff/leads': adminsOnly('theirs'),
  'GET /api/staff/leads/:id': adminsOnly('theirs'),
  'PATCH /api/staff/leads/:id': adminsOnly('theirs'),
  'POST /api/staff/leads/:id/notes': adminsOnly('theirs'),
  'GET /api/staff/leads/export.csv': adminsOnly('theirs'),
  'DELETE /api/staff/leads/:id': adminsOnly('erased'),
  'GET /api/staff/applications': adminsOnly('theirs'),
  'GET /api/staff/applications/:id': adminsOnly('theirs'),
  'GET /api/staff/applications/:id/cv': adminsOnly('theirs'),
  'PATCH /api/staff/applications/:id': adminsOnly('theirs'),
  'POST /api/staff/applications/:id/notes': adminsOnly('theirs'),
  'GET /api/staff/applications/:id/export': adminsOnly('theirs'),
  'DELETE /api/staff/applications/:id': adminsOnly('erased'),
  'GET /api/staff/users': adminsOnly('theirs'),
  'GET /api/staff/enrolments': adminsOnly('theirs'),
};

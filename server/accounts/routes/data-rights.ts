// A member's data rights on the profile (docs/product.md §10.18, docs/security.md): GET
// /api/profile/data, a JSON file of everything stored about the account (no password hash, no
// token or its hash, no second-factor secret), and POST /api/profile/delete, which deletes the
// account after the password, the second factor's code when it has one, and "DELETE" typed.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Message } from '../../../contract/api/public';
import { AccountDeletion, DataExport, DELETE_CONFIRMATION } from '../../../contract/api/members';
import { actorOf, createAuthenticate, currentUser } from '../authenticate';
import type { LoginThrottle } from '../login-throttle';
import type { PasswordHasher } from '../passwords';
import type { SecondFactor } from '../second-factor';
import type { Sessions } from '../sessions';
import type { Config } from '../../config';
import { courseTitle } from '../../courses/catalogue';
import type { PublishedDocuments } from '../../content/published';
import { type DataStore, LastAdminError, normalizeEmail, type User } from '../../db';
import { HttpError } from '../../platform/errors';
import { clientKey } from '../../security/client-key';
import { perClientLimit, tooMany } from '../../security/rate-limits';
import type { Emails } from '../../mail/emails';
import { WRONG_CURRENT_PASSWORD } from './password';
import { errors } from '../../platform/api/route-errors';

export interface DataRightsRouteDeps {
  config: Config;
  store: DataStore;
  tokens: Sessions;
  passwords: PasswordHasher;
  loginThrottle: LoginThrottle;
  secondFactor: SecondFactor;
  published: Pick<PublishedDocuments, 'all'>;
  emails: Emails;
  notify(): void;
  now(): Date;
}

const CONFIRM_FIRST = `Type ${DELETE_CONFIRMATION} to confirm that the account is to be deleted.`;
const CODE_NEEDED = 'Enter the 6-digit code of your authenticator app, or a recovery code.';
const WRONG_CODE = 'That code is not correct.';
const ACCOUNT_DELETED = 'Your account has been deleted.';

/**
 * The sections of the export, each read from the store by its own function: a new kind of
 * record about a member adds its section here.
 */
type Section = (user: User) => Promise<unknown>;

export const dataRightsRoutes: FastifyPluginAsyncTypebox<DataRightsRouteDeps> = async (
  app,
  deps,
) => {
  const { config, store, tokens, passwords, loginThrottle, secondFactor, published } = deps;
  const authenticate = createAuthenticate(store, tokens);
  const doc = (summary: string, description: string) => ({
    summary,
    description,
    tags: ['profile'],
    security: [{ bearer: [] }],
  });

  app.get(
    '/api/profile/data',
    {
      onRequest: authenticate,
      config: { rateLimit: perClientLimit(config.rateLimitProfileMax, 'Too many downloads.') },
      schema: {
        ...doc(
          'Download my data',
          'Everything stored about the account as a JSON file (an attachment, not cached): the ' +
            'profile, enrolments and certificates, internships, sessions (no token), the audit ' +
            'log about and by it; once its address is verified, the contact messages, quote ' +
            'requests and job applications sent from that address (`addressMatch` says which ' +
            'sections were matched by address and when it was verified). No password hash, ' +
            'token hash or second-factor secret.',
        ),
        response: { 200: DataExport, ...errors([401, 429]) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await store.members.exportData(user);
      const sections: Record<string, Section> = {
        // Which sections were matched by the address (only once verified), and when it was.
        addressMatch: async () => data.addressMatch,
        profile: async (u) => ({
          id: u.id,
          email: u.email,
          name: u.name,
          phone: u.phone,
          address: u.address,
          role: u.role,
          emailVerifiedAt: u.emailVerifiedAt,
          secondFactor: await store.secondFactor.isEnabled(u.id),
          createdAt: u.createdAt,
          updatedAt: u.updatedAt,
        }),
        enrolments: async () =>
          data.enrolments.map((e) => ({
            course: e.course,
            title: courseTitle(published, e.course),
            status: e.status,
            enrolledAt: e.enrolledAt,
            completedOn: e.completedOn,
            certificateCode: e.certificateCode,
          })),
        internships: async () => data.internships,
        messages: async () => data.messages,
        sessions: async () => data.sessions,
        auditAbout: async () => data.auditAbout,
        auditBy: async () => data.auditBy,
        // Job applications sent from the verified address (matched by it, like messages).
        applications: async () => data.applications,
        // The newsletter subscription made from the profile, or of the verified address.
        newsletter: async () => data.newsletter,
        // A staff member's author profile (content/articles/personal-data.ts).
        authorProfile: async () => data.authorProfile,
      };
      const body: Record<string, unknown> = { exportedAt: deps.now().toISOString() };
      for (const [name, read] of Object.entries(sections)) body[name] = await read(user);
      const day = deps.now().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="kestrel-my-data-${day}.json"`)
        .send(body as never);
    },
  );

  app.post(
    '/api/profile/delete',
    {
      onRequest: authenticate,
      config: { rateLimit: perClientLimit(config.rateLimitAuthMax, 'Too many attempts.') },
      bodyLimit: 8 * 1024,
      schema: {
        ...doc(
          'Delete my account',
          `The password, the second factor's code when the account has one, and confirm ` +
            `"${DELETE_CONFIRMATION}". Every session ends; the old address is sent a ` +
            'confirmation. The last admin account cannot be deleted.',
        ),
        body: AccountDeletion,
        response: {
          200: Message,
          ...errors([400, 401, 409, 429, 503], {
            400:
              'The confirmation is missing, or the password or code is wrong (each counted as a ' +
              'failed login); the message says which.',
            409: 'It is the last admin account: make another account admin first.',
          }),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { password, code, confirm } = request.body;
      if (confirm !== DELETE_CONFIRMATION) throw new HttpError(400, CONFIRM_FIRST);
      const account = normalizeEmail(user.email);
      const client = clientKey(request.ip);
      const counted = async (check: () => Promise<boolean>, refusal: string) => {
        const wait = await loginThrottle.attempt(account, client);
        if (wait > 0) throw tooMany('Too many wrong passwords or codes.', wait);
        if (!(await check())) throw new HttpError(400, refusal);
        await loginThrottle.recordSuccess(account, client);
      };
      await counted(() => passwords.verify(user.passwordHash, password), WRONG_CURRENT_PASSWORD);
      if (await store.secondFactor.isEnabled(user.id)) {
        if (!code) throw new HttpError(400, CODE_NEEDED);
        await counted(() => secondFactor.check(user, code, actorOf(request)), WRONG_CODE);
      }
      try {
        const deleted = await store.members.deleteAccount(user.id, [
          deps.emails.accountDeleted(user.email),
        ]);
        if (!deleted) throw new HttpError(401, 'Your session has expired. Please log in again.');
      } catch (error) {
        if (error instanceof LastAdminError) throw new HttpError(409, error.message);
        throw error;
      }
      deps.notify();
      request.log.info({ userId: user.id }, 'account deleted');
      return reply.header('cache-control', 'no-store').send({ message: ACCOUNT_DELETED });
    },
  );
};

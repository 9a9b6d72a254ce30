// The newsletter's API for visitors (docs/api.md, "Newsletter"): subscribe, confirm by the
// emailed link (or ask for a new one), and the preferences and unsubscribe link each newsletter
// email carries. No login: a confirmation link's token, or an unsubscribe link's signed token, is
// what names the subscription. The work is the subscribers' service (service.ts), which the
// pages that work without JavaScript (pages.ts) call too.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Message } from '../../../contract/api/public';
import {
  ConfirmRequest,
  Confirmed,
  Preferences,
  PreferencesChange,
  SubscribeRequest,
  SubscriptionQuery,
  UnsubscribeRequest,
} from '../../../contract/api/newsletter';
import {
  LINK_EXPIRED,
  LINK_USED,
  PREFERENCES_SAVED,
  SUBSCRIPTION_CONFIRMED,
  SUBSCRIPTION_ENDED,
  SUBSCRIPTION_LINK_INVALID,
  UNSUBSCRIBED,
} from '../../../contract/values/newsletter';
import { errors } from '../../platform/api/route-errors';
import { HttpError } from '../../platform/errors';
import type { Subscribers } from './service';

const TAGS = ['newsletter'];

export const subscriberRoutes: FastifyPluginAsyncTypebox<{ newsletter: Subscribers }> = async (
  app,
  { newsletter },
) => {
  /** The subscription a signed link names, or the reason it names none. */
  const subscription = async (token: string) => {
    if (newsletter.verifyLink(token) === undefined)
      throw new HttpError(400, SUBSCRIPTION_LINK_INVALID);
    const found = await newsletter.preferences(token);
    if (!found) throw new HttpError(404, SUBSCRIPTION_ENDED);
    return found;
  };

  app.post(
    '/api/newsletter/subscribers',
    {
      schema: {
        summary: 'Subscribe to the newsletter',
        description:
          'Double opt-in: queues an email with a link (single use, valid 7 days) that confirms ' +
          'the subscription. The answer is the same whatever the address (new, pending, ' +
          'confirmed or unsubscribed), and a confirmed address gets no email; at most one ' +
          'confirmation an hour per address. Counted per client with the forms that post ' +
          'without JavaScript, and per address.',
        tags: TAGS,
        body: SubscribeRequest,
        response: {
          202: Message,
          ...errors([400, 429], {
            429: 'Too many requests from this client, or for this address.',
          }),
        },
      },
    },
    async (request, reply) => {
      const { email, topics, source } = request.body;
      const message = await newsletter.subscribe({
        ...{ email, topics, source: source ?? 'api', client: request },
      });
      return reply.code(202).send({ message });
    },
  );

  app.post(
    '/api/newsletter/confirm',
    {
      schema: {
        summary: 'Confirm a subscription with its emailed link',
        description:
          "Works once, for 7 days; answers the token of the subscription's preferences page.",
        tags: TAGS,
        body: ConfirmRequest,
        response: {
          200: Confirmed,
          ...errors([400, 404, 410], {
            404: 'The link was used already, or never sent.',
            410: 'The link has expired: POST /api/newsletter/confirm/resend sends a new one.',
          }),
        },
      },
    },
    async (request) => {
      const outcome = await newsletter.confirm(request.body.token);
      if (outcome.kind === 'expired') throw new HttpError(410, LINK_EXPIRED);
      if (outcome.kind === 'invalid') throw new HttpError(404, LINK_USED);
      return { message: SUBSCRIPTION_CONFIRMED, token: newsletter.linkToken(outcome.id) };
    },
  );

  app.post(
    '/api/newsletter/confirm/resend',
    {
      schema: {
        summary: 'Send a new confirmation link for an expired one',
        description:
          'The address the expired link was sent to gets a new one (at most one an hour); the ' +
          'same answer for any token.',
        tags: TAGS,
        body: ConfirmRequest,
        response: { 202: Message, ...errors([400, 429]) },
      },
    },
    async (request, reply) =>
      reply.code(202).send({ message: await newsletter.resend(request.body.token, request) }),
  );

  app.get(
    '/api/newsletter/preferences',
    {
      schema: {
        summary: "A subscription's preferences, by its email's link",
        tags: TAGS,
        querystring: SubscriptionQuery,
        response: {
          200: Preferences,
          ...errors([400, 404]),
        },
      },
    },
    async (request) => {
      const { email, all, topics } = await subscription(request.query.token);
      return { email, all, topics };
    },
  );

  app.put(
    '/api/newsletter/preferences',
    {
      schema: {
        summary: "Change a subscription's topics (none: every topic)",
        tags: TAGS,
        body: PreferencesChange,
        response: { 200: Message, ...errors([400, 404]) },
      },
    },
    async (request) => {
      await subscription(request.body.token);
      if (!(await newsletter.setTopics(request.body.token, request.body.topics))) {
        throw new HttpError(404, SUBSCRIPTION_ENDED);
      }
      return { message: PREFERENCES_SAVED };
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        summary: 'Unsubscribe, by the link of a newsletter email',
        description:
          'Deletes the subscription and keeps only a keyed hash of its address, so that it is ' +
          'never mailed again. Answers the same for a subscription that has ended already. ' +
          "(Mail programs use RFC 8058's one-click POST to the List-Unsubscribe address, " +
          '/newsletter/unsubscribe?token=…, instead.)',
        tags: TAGS,
        body: UnsubscribeRequest,
        response: { 200: Message, ...errors([400]) },
      },
    },
    async (request) => {
      if (!(await newsletter.unsubscribe(request.body.token))) {
        throw new HttpError(400, SUBSCRIPTION_LINK_INVALID);
      }
      return { message: UNSUBSCRIBED };
    },
  );
};

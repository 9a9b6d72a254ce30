// The newsletter's pages that work without JavaScript and without login (docs/product.md, "The
// newsletter"), each a plain form posting to the server, answered with a page of the site's frame
// (newsletter-shell.ts). The work is the subscribers' service (newsletter/subscribers/service.ts),
// the one the JSON API calls, with the same limits and answers.
//
//  - POST /newsletter: every subscribe form of the site (the footer's, a case study's, an
//    article's: `email`, `source`, optional `topics`), form-encoded. Accepted: 303 to
//    /newsletter?sent=1, which says what the API says. Refused (a bad address: 400; too many
//    requests: 429 with Retry-After): the form again with the reason and the address typed. No
//    XSRF field: the footer is on every prerendered page, which carries no visitor's token, and a
//    forged request can do no more than the visitor typing an address (the same answer, one
//    confirmation an hour at most).
//  - GET /newsletter/confirm?token=…: the confirmation email's link shows a button (a mail
//    program's link checker fetching the page confirms nothing); POST confirms, once, within 7
//    days; an expired link offers to send a new one (POST /newsletter/confirm/resend), a used one
//    to subscribe again.
//  - GET /newsletter/unsubscribe?token=…: the link every newsletter email carries: the
//    subscription's topics (POST /newsletter/preferences?token=…) and an Unsubscribe button. A
//    POST to the same address unsubscribes: RFC 8058's one-click (the mail program posts
//    `List-Unsubscribe=One-Click`), or the button; 200 with a page. The signed token is what
//    allows it: no login, no XSRF field.

import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SubscribeRequest } from '../../contract/api/newsletter';
import {
  LINK_EXPIRED,
  LINK_USED,
  PREFERENCES_SAVED,
  SUBSCRIBE_ACCEPTED,
  SUBSCRIBE_FORMS,
  SUBSCRIBE_WORDING,
  SUBSCRIPTION_CONFIRMED,
  SUBSCRIPTION_ENDED,
  SUBSCRIPTION_LINK_INVALID,
  TOPICS_MAX,
  UNSUBSCRIBED,
} from '../../contract/values/newsletter';
import { PATTERNS } from '../../contract/values/constants';
import type { Subscribers } from '../newsletter/subscribers/service';
import { bodyProblem } from '../platform/errors';
import { namePlugins } from '../platform/plugin-name';
import { esc, newsletterShell } from './newsletter-shell';
import { type Refusal, refusalOfError } from './form-reply';

const BODY_LIMIT = 16 * 1024;
const TITLE = 'Newsletter';
/** The topics a preferences page offers: article tags, most used first. */
export type TopicList = () => Promise<{ slug: string; name: string }[]>;

const field = (request: FastifyRequest, name: string): string | undefined => {
  const raw = (request.body as Record<string, unknown> | undefined)?.[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value : undefined;
};
const fields = (request: FastifyRequest, name: string): string[] => {
  const raw = (request.body as Record<string, unknown> | undefined)?.[name];
  return (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(
    (v): v is string => typeof v === 'string',
  );
};
const tokenOf = (request: FastifyRequest) => {
  const token = (request.query as Record<string, unknown>).token;
  return typeof token === 'string' ? token : '';
};

const status = (text: string) => `<p role="status">${esc(text)}</p>`;
const alert = (text: string) => `<p role="alert">${esc(text)}</p>`;

/** The subscribe form, as every page's footer has it, with what was typed. */
const subscribeForm = (email = '', source = 'footer') =>
  `<form method="post" action="/newsletter"><input type="hidden" name="source" value="${esc(source)}">` +
  `<label for="nl-email">Your email address</label>` +
  `<input id="nl-email" type="email" name="email" required autocomplete="email" value="${esc(email)}">` +
  `<p class="nl-note">${esc(SUBSCRIBE_WORDING)}</p><button type="submit">Subscribe</button></form>`;

export async function registerNewsletterPages(
  app: FastifyInstance,
  options: { distDir: string; newsletter: Subscribers; topics: TopicList },
) {
  const { newsletter } = options;
  const send = newsletterShell(options.distDir);

  const preferencesPage = async (token: string, note: string) => {
    const subscription = await newsletter.preferences(token);
    if (!subscription) return undefined;
    const listed = await options.topics();
    const known = new Set(listed.map((t) => t.slug));
    const choices = [
      ...listed,
      ...subscription.topics.filter((t) => !known.has(t)).map((slug) => ({ slug, name: slug })),
    ];
    const chosen = new Set(subscription.topics);
    const action = `?token=${encodeURIComponent(token)}`;
    const radio = (value: string, label: string, checked: boolean) =>
      `<label><input type="radio" name="scope" value="${value}"${checked ? ' checked' : ''}> ${label}</label>`;
    return (
      `<h1>Your newsletter preferences</h1>${note}` +
      `<p>Sent to <strong>${esc(subscription.email)}</strong>.</p>` +
      `<form method="post" action="/newsletter/preferences${action}"><fieldset><legend>What to receive</legend>` +
      radio('all', 'Every new insight', subscription.all) +
      (choices.length > 0
        ? radio('some', 'Only these topics:', !subscription.all) +
          choices
            .map(
              (t) =>
                `<label><input type="checkbox" name="topics" value="${esc(t.slug)}"${chosen.has(t.slug) ? ' checked' : ''}> ${esc(t.name)}</label>`,
            )
            .join('')
        : '') +
      `</fieldset><button type="submit">Save my preferences</button></form>` +
      `<form method="post" action="/newsletter/unsubscribe${action}">` +
      `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
      `<p class="nl-note">No more emails from us, whatever the topic:</p>` +
      `<button type="submit" class="nl-quiet">Unsubscribe</button></form>`
    );
  };

  const scope = async (pages: FastifyInstance) => {
    pages.removeAllContentTypeParsers();
    await pages.register(formbody, { bodyLimit: BODY_LIMIT });
    const hidden = { schema: { hide: true }, bodyLimit: BODY_LIMIT };

    pages.get('/newsletter', hidden, async (request, reply) => {
      const sent = (request.query as Record<string, unknown>).sent !== undefined;
      return send(
        reply,
        200,
        TITLE,
        `<h1>Our insights by email</h1>${sent ? status(SUBSCRIBE_ACCEPTED) : subscribeForm()}`,
      );
    });

    pages.post('/newsletter', hidden, async (request, reply) => {
      const email = field(request, 'email') ?? '';
      const given = field(request, 'source');
      const source = SUBSCRIBE_FORMS.find((s) => s === given) ?? 'footer';
      const topics = fields(request, 'topics');
      const body = { email, source, ...(topics.length > 0 ? { topics } : {}) };
      const refuse = (refusal: Refusal) =>
        send(
          reply,
          refusal.status,
          TITLE,
          `<h1>Our insights by email</h1>${alert(refusal.message)}${subscribeForm(email, source)}`,
        );
      const valid = request.compileValidationSchema(SubscribeRequest, 'body');
      if (!valid(body)) return refuse({ status: 400, message: bodyProblem(valid.errors) });
      try {
        await newsletter.subscribe({ ...body, client: request });
      } catch (error) {
        return refuse(refusalOfError(error, request, reply));
      }
      return reply.redirect('/newsletter?sent=1', 303);
    });

    pages.get('/newsletter/confirm', hidden, async (request, reply) => {
      const token = tokenOf(request);
      return send(
        reply,
        200,
        TITLE,
        `<h1>Confirm your subscription</h1><p>One click and you will receive our new insights.</p>` +
          `<form method="post" action="/newsletter/confirm"><input type="hidden" name="token" value="${esc(token)}">` +
          `<button type="submit">Confirm my subscription</button></form>`,
      );
    });

    pages.post('/newsletter/confirm', hidden, async (request, reply) => {
      const token = field(request, 'token') ?? '';
      const outcome = await newsletter.confirm(token);
      if (outcome.kind === 'confirmed') {
        const link = `/newsletter/unsubscribe?token=${newsletter.linkToken(outcome.id)}`;
        return send(
          reply,
          200,
          TITLE,
          `<h1>Subscribed</h1>${status(SUBSCRIPTION_CONFIRMED)}` +
            `<p><a href="${esc(link)}">Choose your topics</a> (every email links there too).</p>`,
        );
      }
      if (outcome.kind === 'expired') {
        return send(
          reply,
          410,
          TITLE,
          `<h1>This link has expired</h1>${alert(LINK_EXPIRED)}` +
            `<form method="post" action="/newsletter/confirm/resend"><input type="hidden" name="token" value="${esc(token)}">` +
            `<button type="submit">Send me a new link</button></form>`,
        );
      }
      return send(
        reply,
        404,
        TITLE,
        `<h1>This link no longer works</h1>${alert(LINK_USED)}${subscribeForm()}`,
      );
    });

    pages.post('/newsletter/confirm/resend', hidden, async (request, reply) => {
      try {
        const message = await newsletter.resend(field(request, 'token') ?? '', request);
        return send(reply, 202, TITLE, `<h1>Check your inbox</h1>${status(message)}`);
      } catch (error) {
        const refusal = refusalOfError(error, request, reply);
        return send(reply, refusal.status, TITLE, `<h1>Not sent</h1>${alert(refusal.message)}`);
      }
    });

    const invalid = (reply: Parameters<typeof send>[0]) =>
      send(reply, 400, TITLE, `<h1>This link is not valid</h1>${alert(SUBSCRIPTION_LINK_INVALID)}`);
    const ended = (reply: Parameters<typeof send>[0]) =>
      send(
        reply,
        404,
        TITLE,
        `<h1>Subscription ended</h1>${alert(SUBSCRIPTION_ENDED)}${subscribeForm()}`,
      );

    pages.get('/newsletter/unsubscribe', hidden, async (request, reply) => {
      const token = tokenOf(request);
      if (newsletter.verifyLink(token) === undefined) return invalid(reply);
      const saved = (request.query as Record<string, unknown>).saved !== undefined;
      const page = await preferencesPage(token, saved ? status(PREFERENCES_SAVED) : '');
      return page ? send(reply, 200, TITLE, page) : ended(reply);
    });

    // RFC 8058's one-click unsubscribe, and the page's button: the same POST.
    pages.post('/newsletter/unsubscribe', hidden, async (request, reply) => {
      if (!(await newsletter.unsubscribe(tokenOf(request)))) return invalid(reply);
      return send(reply, 200, TITLE, `<h1>Unsubscribed</h1>${status(UNSUBSCRIBED)}`);
    });

    pages.post('/newsletter/preferences', hidden, async (request, reply) => {
      const token = tokenOf(request);
      if (newsletter.verifyLink(token) === undefined) return invalid(reply);
      const slug = new RegExp(PATTERNS.slug);
      const chosen = fields(request, 'topics').filter((t) => slug.test(t) && t.length <= 80);
      const topics = field(request, 'scope') === 'all' ? [] : chosen.slice(0, TOPICS_MAX);
      if (field(request, 'scope') !== 'all' && topics.length === 0) {
        const page = await preferencesPage(
          token,
          alert('Choose at least one topic, or every new insight.'),
        );
        return page ? send(reply, 400, TITLE, page) : ended(reply);
      }
      if (!(await newsletter.setTopics(token, topics))) return ended(reply);
      return reply.redirect(
        `/newsletter/unsubscribe?token=${encodeURIComponent(token)}&saved=1`,
        303,
      );
    });
  };
  namePlugins({ newsletterPages: scope });
  await app.register(scope);
}

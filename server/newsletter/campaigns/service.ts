// The newsletter's campaigns, one service whichever door calls it (docs/product.md,
// "Campaigns"): the back office's routes (staff-routes.ts), the sender every instance runs
// (a periodic job: scheduled campaigns whose time came are started, then the emails the sending
// rate allows are queued), and the outbox worker's word that an email was settled (sent, failed,
// bounced: a bounce suppresses the address for good).
//
// Sending is resumable after a kill -9 because nothing in memory decides who is next: the
// recipients' rows do (pending, then queued with their outbox row in one transaction), and the
// pace's row holds the rate's budget for every instance.

import type { CampaignInput } from '../../../contract/api/campaigns';
import { CAMPAIGN_MESSAGES } from '../../../contract/values/campaigns';
import { richTextProblems } from '../../../contract/values/content/rich-text';
import type { Config } from '../../config';
import type { DataStore } from '../../db';
import type { Actor } from '../../db/staff-types';
import type { Emails } from '../../mail/emails';
import type { SettledEmail } from '../../mail/outbox-worker';
import { HttpError } from '../../platform/errors';
import { createPeriodicJob, type PeriodicJob } from '../../platform/periodic';
import type { Subscribers } from '../subscribers/service';
import { type CampaignArticle, campaignEmail, forRecipient, type Sent } from './email';
import type { Change, FrozenEmail, StoredCampaign } from './types';

/** A campaign's published article (the articles' service, wired in app.ts). */
interface CampaignArticles {
  /** The article `id` as published now; undefined when it is not (or not any more). */
  published(id: number): Promise<CampaignArticle | undefined>;
}

interface CampaignLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface CampaignsDeps {
  config: Config;
  store: DataStore;
  subscribers: Pick<Subscribers, 'unsubscribeUrl' | 'suppress'>;
  articles: CampaignArticles;
  emails: Emails;
  /** Tells the outbox worker that emails were queued. */
  notify(): void;
  now(): Date;
  log: CampaignLog;
}

/** The most emails one round claims, whatever the rate. */
const MAX_BATCH = 1000;
/** The page size of the back office's list. */
const PAGE_SIZE = 20;

type Sender = PeriodicJob<number>;

export function createCampaigns(deps: CampaignsDeps) {
  const { config, emails, log } = deps;
  const store = deps.store.campaigns;
  const siteUrl = config.mail.publicUrl;
  const at = () => deps.now().toISOString();
  const audit = (action: string, id: number, after: object | null, actor: Actor) =>
    deps.store.staff.audit.record(
      {
        action: `newsletter.campaign.${action}`,
        entity: 'newsletter_campaign',
        entityId: id,
        after,
      },
      actor,
    );
  /** The From address's domain: every Message-ID is of it. */
  const domain = /@([^>\s]+)>?\s*$/.exec(config.mail.from)?.[1] ?? 'localhost';

  const answer = <T>(change: Change<T>, refusal: string): T => {
    if (change.kind === 'missing') throw new HttpError(404, 'No such campaign.');
    if (change.kind === 'conflict') {
      throw new HttpError(409, `${refusal} This one is ${change.status}.`);
    }
    return change.campaign;
  };

  /** A note's rich text must pass the rules a schema cannot say (links, size, not empty). */
  const check = (input: CampaignInput) => {
    if (input.source.kind !== 'note') return;
    const problem = richTextProblems(input.source.body)[0];
    if (problem) {
      throw new HttpError(400, problem.message, {}, ['source', 'body', ...problem.path].join('.'));
    }
  };

  /** What the campaign sends, read now; 400 when its article is not published. */
  const sentOf = async (campaign: StoredCampaign): Promise<Sent> => {
    const { source } = campaign;
    if (source.kind === 'note') return { kind: 'note', body: source.body };
    const article = await deps.articles.published(source.articleId);
    if (!article) throw new HttpError(400, CAMPAIGN_MESSAGES.noArticle, {}, 'source.articleId');
    return { kind: 'article', article };
  };

  const found = async (id: number) => {
    const campaign = await store.get(id);
    if (!campaign) throw new HttpError(404, 'No such campaign.');
    return campaign;
  };

  const frozen = async (campaign: StoredCampaign): Promise<FrozenEmail> =>
    campaignEmail(campaign.subject, await sentOf(campaign), campaign.audience, siteUrl);

  /** The email with a sample link (preview, test): it names no subscription. */
  const sample = async (campaign: StoredCampaign) =>
    forRecipient(await frozen(campaign), `${siteUrl}/newsletter/unsubscribe`);

  /** Starts the scheduled campaigns whose time has come (one instance wins each). */
  const startDue = async (now: Date) => {
    for (const campaign of await store.due(now.toISOString())) {
      let content: FrozenEmail;
      try {
        content = await frozen(campaign);
      } catch (error) {
        // Its article is no longer published: back to a draft, for staff to see.
        await store.cancel(campaign.id, now.toISOString());
        log.warn(
          { campaignId: campaign.id, reason: (error as Error).message },
          'scheduled campaign not sent: back to draft',
        );
        continue;
      }
      const started = await store.start(campaign.id, content, now.toISOString(), true);
      if (started.kind === 'done') {
        log.info(
          { campaignId: campaign.id, recipients: started.campaign.counts.recipients },
          'scheduled campaign started',
        );
      }
    }
  };

  const pace = () => {
    const intervalMs = 60_000 / config.mail.bulk.ratePerMinute;
    // Two rounds' worth at most after a pause: the rate holds over any minute.
    const maxBatch = Math.min(
      MAX_BATCH,
      Math.max(1, Math.ceil((2 * config.mail.bulk.roundMs) / intervalMs)),
    );
    return { intervalMs, maxBatch };
  };

  /** One round of the sender: due campaigns started, settled emails counted, the next queued. */
  const round = async (now: Date): Promise<number> => {
    await startDue(now);
    const queued = await store.claim(now, pace(), (recipients) =>
      recipients.map((r) =>
        emails.newsletterCampaign(
          r.email,
          forRecipient(r.content, deps.subscribers.unsubscribeUrl(r.subscriberId)),
          {
            unsubscribeUrl: deps.subscribers.unsubscribeUrl(r.subscriberId),
            messageId: `<newsletter.${r.campaignId}.${r.subscriberId}@${domain}>`,
          },
        ),
      ),
    );
    if (queued > 0) deps.notify();
    return queued;
  };

  const sender: Sender = createPeriodicJob({
    round,
    now: deps.now,
    intervalMs: config.mail.bulk.roundMs,
    failed: 0,
    log,
    failure: 'newsletter sending round failed',
  });

  return {
    sender,

    list: (cursor?: string) =>
      store.page(cursor, PAGE_SIZE).then((page) => ({ ...page, pageSize: PAGE_SIZE })),

    get: found,

    async create(input: CampaignInput, actor: Actor) {
      check(input);
      const campaign = await store.create(input, actor.id, at());
      await audit('create', campaign.id, { subject: campaign.subject }, actor);
      return campaign;
    },

    async update(id: number, input: CampaignInput, actor: Actor) {
      check(input);
      const campaign = answer(await store.update(id, input, at()), CAMPAIGN_MESSAGES.notDraft);
      await audit('update', id, { subject: campaign.subject }, actor);
      return campaign;
    },

    async remove(id: number, actor: Actor) {
      answer(await store.remove(id), CAMPAIGN_MESSAGES.notDeletable);
      await audit('delete', id, null, actor);
    },

    /** The email as a recipient gets it, with a sample link. */
    preview: async (id: number) => sample(await found(id)),

    /** The email to the staff member's own verified address: no recipient, not counted. */
    async test(id: number, actor: Actor) {
      const campaign = await found(id);
      const user = actor.id === null ? undefined : await deps.store.users.findById(actor.id);
      if (!user?.emailVerifiedAt) throw new HttpError(400, CAMPAIGN_MESSAGES.noAddress);
      const email = await sample(campaign);
      await deps.store.outbox.enqueue([
        emails.newsletterTest(user.email, { ...email, subject: `[Test] ${email.subject}` }),
      ]);
      deps.notify();
      await audit('test', id, null, actor);
      return { message: CAMPAIGN_MESSAGES.testSent };
    },

    async schedule(id: number, when: string, actor: Actor) {
      const time = new Date(when);
      if (Number.isNaN(time.getTime()) || time <= deps.now()) {
        throw new HttpError(400, CAMPAIGN_MESSAGES.past, {}, 'at');
      }
      await sentOf(await found(id));
      const campaign = answer(
        await store.schedule(id, time.toISOString(), at()),
        CAMPAIGN_MESSAGES.notDraft,
      );
      await audit('schedule', id, { scheduledAt: campaign.scheduledAt }, actor);
      return campaign;
    },

    /** Starts sending now: the recipients listed, their emails queued at the rate from now on. */
    async send(id: number, actor: Actor) {
      const content = await frozen(await found(id));
      const campaign = answer(await store.start(id, content, at()), CAMPAIGN_MESSAGES.notSendable);
      await audit('send', id, { recipients: campaign.counts.recipients }, actor);
      return campaign;
    },

    async cancel(id: number, actor: Actor) {
      const campaign = answer(await store.cancel(id, at()), CAMPAIGN_MESSAGES.notCancellable);
      await audit('cancel', id, { status: campaign.status }, actor);
      return campaign;
    },

    /**
     * The outbox worker settled an email. A campaign's sent or failed email is counted from the
     * outbox itself (store.ts: countsOf); a bounce marks its recipient and suppresses the address
     * (never mailed again, even if re-imported).
     */
    async settled(email: SettledEmail): Promise<void> {
      if (email.kind !== 'newsletter-campaign' || email.outcome !== 'bounced') return;
      // The error as counted: the SMTP answer without the address it may repeat.
      const error =
        email.reason === undefined ? null : email.reason.split(email.recipient).join('<address>');
      await store.bounced(email.id, error, at());
      await deps.subscribers.suppress(email.recipient, 'bounced');
    },
  };
}

export type Campaigns = ReturnType<typeof createCampaigns>;

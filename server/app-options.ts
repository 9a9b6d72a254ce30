// What buildApp (app.ts) is given, AppOptions, and what the app it builds carries: the
// services and timers decorated on it, which the routes and the tests reach as app.<name>.

import type { PasswordHasher } from './accounts/passwords';
import type { Articles } from './content/articles/service';
import type { PublishScheduler } from './content/publish-scheduler';
import type { ApplicationRetention } from './hiring/retention';
import type { OutboxWorker } from './mail/outbox-worker';
import type { MailTransport } from './mail/transport';
import type { Campaigns } from './newsletter/campaigns/service';
import type { Subscribers } from './newsletter/subscribers/service';
import type { DataStore } from './db';
import type { DailyDigests } from './platform/digests';
import type { CounterStore } from './security/counter-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The data store, closed when the app closes. */
    store: DataStore;
    /** Sends the queued emails; stopped when the app closes. */
    outbox: OutboxWorker;
    /** Publishes scheduled content when its time comes; stopped when the app closes. */
    scheduler: PublishScheduler;
    /**
     * Queues the daily digests (leads to follow up; job applications when HIRING_NOTIFY=daily);
     * stopped when the app closes.
     */
    digests: DailyDigests;
    /** Deletes job applications past their retention; stopped when the app closes. */
    applicationRetention: ApplicationRetention;
    /** The newsletter's subscribers: recipients, unsubscribe links, suppression (campaigns). */
    newsletter: Subscribers;
    /** The insights' articles and their authors (content/articles/service.ts). */
    articles: Articles;
    /**
     * The newsletter's campaigns; their sender (`campaigns.sender`) queues the emails at the
     * sending rate, stopped when the app closes.
     */
    campaigns: Campaigns;
  }
}

export interface AppOptions {
  /**
   * Throttling counters (failed logins, the write routes' per-address limits, the contact daily
   * cap); default: the store's shared counters (PostgreSQL), else this process's memory.
   */
  counters?: CounterStore;
  /** The password hasher; default: argon2id with config.passwordHashing. */
  passwords?: PasswordHasher;
  /** Where emails go; default: SMTP_URL's server, or the DATA_DIR/outbox folder. */
  mailTransport?: MailTransport;
  /**
   * Start the outbox worker's and the publish scheduler's timers when the server is ready
   * (default true). Tests say false and drive them with app.outbox.runOnce()/drain() and
   * app.scheduler.runOnce().
   */
  startOutboxWorker?: boolean;
  /** The clock of reset-link expiry and of the outbox (tests move it). */
  now?: () => Date;
  /** Where log lines go; default: standard output (tests read what would be logged). */
  logStream?: { write(line: string): void };
}

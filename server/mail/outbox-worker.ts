// The outbox worker: sends queued emails, at least once. Each round claims the emails that are
// due (the store leases them, so another worker or instance leaves them alone), sends them one
// by one, and marks each sent, to be retried after an exponentially growing wait (retryBaseMs,
// doubled per failed attempt, at most retryMaxMs), or failed after maxAttempts (logged at error
// level). A crash between sending and marking sends that email again once its lease ends: at
// least once, never lost.
//
// A permanent refusal (an SMTP 5xx answer to RCPT TO or to the message: the address does not
// exist, the mailbox is closed) is not retried: the email is marked failed at once and
// `settled` is told it bounced (the newsletter never mails that address again). `settled` hears
// of every email the worker settles (sent, failed, bounced) after the row is marked.
//
// It runs every pollMs, as soon as a route queues an email (notify), and again at once after a
// round that claimed a full batch (a campaign's emails). Tests drive it with runOnce()/drain()
// and an injected clock, without the timer (start() is never called).

import type { OutboxEmail, OutboxRepository } from './types';
import type { Redact } from './redact';
import type { Sealer } from './seal';
import type { OutboxSettings } from './settings';
import type { MailTransport } from './transport';

interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerDeps {
  outbox: OutboxRepository;
  transport: MailTransport;
  sealer: Sealer;
  settings: OutboxSettings;
  log: WorkerLog;
  /**
   * Takes secrets out of an error's text before it is stored or logged (redact.ts: an SMTP answer
   * may echo SMTP_URL's credentials); default: nothing is taken out.
   */
  redact?: Redact;
  /** The clock (tests move it forward). */
  now?: () => Date;
  /**
   * Told of each email settled, once its row is marked (a failure here is logged, never undoes
   * the mark): the newsletter's campaigns count their recipients with it.
   */
  settled?: (email: SettledEmail) => Promise<void>;
}

/** An email the worker has settled: sent, failed after its attempts, or refused for good. */
export interface SettledEmail {
  id: number;
  kind: string;
  recipient: string;
  outcome: 'sent' | 'failed' | 'bounced';
  /** The last error, secrets taken out. */
  reason?: string;
}

/** SMTP commands whose 5xx answer refuses the address or the message for good. */
const PERMANENT_COMMANDS = new Set(['RCPT TO', 'DATA']);

/** A permanent refusal of this recipient (nodemailer's error: its SMTP answer and command). */
const isBounce = (error: unknown): boolean => {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    typeof command === 'string' &&
    PERMANENT_COMMANDS.has(command)
  );
};

export interface OutboxWorker {
  /** Polls every pollMs until stop(). */
  start(): void;
  /** An email was queued: run a round soon (only once started). */
  notify(): void;
  /** One round: claims the due emails and tries each once; how many were tried. */
  runOnce(): Promise<number>;
  /** Rounds until none is due (at most `maxRounds`); how many emails were tried in all. */
  drain(maxRounds?: number): Promise<number>;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
}

/** The wait before attempt number `attempts + 1`, after `attempts` failed ones. */
export const retryDelayMs = (attempts: number, settings: OutboxSettings): number =>
  Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));

export function createOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const { outbox, transport, sealer, settings, log } = deps;
  const redact = deps.redact ?? ((text: string) => text);
  const describe = (error: unknown): string => {
    const message = (error as { message?: unknown } | undefined)?.message;
    return redact(String(typeof message === 'string' ? message : error)).slice(0, 500);
  };
  const now = deps.now ?? (() => new Date());
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;
  /** notify() came while a round was running: run another one right after it. */
  let again = false;

  const settle = async (email: OutboxEmail, outcome: SettledEmail['outcome'], reason?: string) => {
    if (!deps.settled) return;
    const { id, kind, recipient } = email;
    try {
      await deps.settled({ id, kind, recipient, outcome, ...(reason ? { reason } : {}) });
    } catch (error) {
      log.error({ emailId: id, kind, reason: describe(error) }, 'settling an email failed');
    }
  };

  const attempt = async (email: OutboxEmail) => {
    const ref = { emailId: email.id, kind: email.kind };
    let message;
    try {
      message = sealer.open(email.payload);
    } catch (error) {
      const reason = `cannot open the message: ${describe(error)}`;
      await outbox.markFailed(email.id, reason);
      log.error(ref, 'email failed: its message cannot be opened (was JWT_SECRET changed?)');
      await settle(email, 'failed', reason);
      return;
    }
    let where: string;
    try {
      where = await transport.send({ id: email.id, kind: email.kind }, message);
    } catch (error) {
      const attempts = email.attempts + 1;
      const reason = describe(error);
      if (isBounce(error)) {
        await outbox.markFailed(email.id, reason);
        log.warn({ ...ref, attempts, reason }, 'email refused for good (bounced)');
        await settle(email, 'bounced', reason);
        return;
      }
      if (attempts >= settings.maxAttempts) {
        await outbox.markFailed(email.id, reason);
        log.error({ ...ref, attempts, reason }, 'email failed: giving up after the last attempt');
        await settle(email, 'failed', reason);
        return;
      }
      const next = new Date(now().getTime() + retryDelayMs(attempts, settings));
      await outbox.markRetry(email.id, next, reason);
      log.warn(
        { ...ref, attempts, reason, next: next.toISOString() },
        'email not sent; will retry',
      );
      return;
    }
    // Marked as soon as the server accepted it: a crash before this line sends it again once its
    // lease ends (the one window where an email can go twice: docs/architecture.md).
    await outbox.markSent(email.id, now());
    log.info({ ...ref, where }, 'email sent');
    await settle(email, 'sent');
  };

  const round = async (): Promise<number> => {
    const due = await outbox.claimDue(now(), settings.batchSize, settings.leaseMs);
    for (const email of due) await attempt(email);
    return due.length;
  };

  /** Rounds run one after another, never two at once in one process. */
  const runOnce = (): Promise<number> => {
    const run = chain.then(round, round);
    chain = run.catch(() => undefined);
    return run;
  };

  const tick = () => {
    timer = undefined;
    again = false;
    runOnce()
      .then((tried) => {
        // A full batch: more are likely due (a campaign's emails).
        if (tried >= settings.batchSize) again = true;
      })
      .catch((error: unknown) => log.error({ reason: describe(error) }, 'outbox round failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, again ? 0 : settings.pollMs).unref();
      });
  };

  return {
    start() {
      if (started || stopped) return;
      started = true;
      timer = setTimeout(tick, 0).unref();
    },
    notify() {
      if (!started || stopped) return;
      if (timer === undefined) {
        again = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(tick, 0).unref();
    },
    runOnce,
    async drain(maxRounds = 50) {
      let total = 0;
      for (let i = 0; i < maxRounds; i += 1) {
        const tried = await runOnce();
        total += tried;
        if (tried === 0) break;
      }
      return total;
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await chain;
      transport.close();
    },
  };
}

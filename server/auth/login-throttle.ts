// Brake on password guessing, checked before the password (see docs/security.md):
//   - per account and client address: `perClientMax` failures within the window, then that
//     address gets 429 for that account until the window ends. The owner, logging in from another
//     address, is not affected by a stranger's guesses.
//   - per account, all addresses together: `perAccountMax` failures within the window. High
//     enough that one attacker (limited to perClientMax per address) cannot reach it alone; it
//     caps what a botnet can try against one account.
// The per-address limit of the route (@fastify/rate-limit) bounds guesses across accounts.
// Unknown emails count like known ones, so the answers do not reveal which accounts exist.
// A success clears that address's count for the account, not the account-wide one (or the
// owner's logins would hand an attacker fresh guesses).

import type { CounterStore } from '../limits/counter-store';

export interface LoginThrottle {
  /** Seconds until an attempt for account from client may go ahead; 0 when it may now. */
  retryAfter(account: string, client: string): Promise<number>;
  recordFailure(account: string, client: string): Promise<void>;
  recordSuccess(account: string, client: string): Promise<void>;
}

export interface LoginThrottleOptions {
  counters: CounterStore;
  perClientMax: number;
  perAccountMax: number;
  windowSeconds: number;
  now?: () => number;
}

const clientKeyOf = (account: string, client: string) => `login-fail|${client}|${account}`;
const accountKeyOf = (account: string) => `login-fail-account|${account}`;

export function createLoginThrottle({
  counters,
  perClientMax,
  perAccountMax,
  windowSeconds,
  now = Date.now,
}: LoginThrottleOptions): LoginThrottle {
  const windowMs = windowSeconds * 1000;
  const secondsUntil = (resetAt: number) => Math.max(1, Math.ceil((resetAt - now()) / 1000));

  return {
    async retryAfter(account, client) {
      const [byClient, byAccount] = await Promise.all([
        counters.get(clientKeyOf(account, client)),
        counters.get(accountKeyOf(account)),
      ]);
      let wait = 0;
      if (byClient && byClient.count >= perClientMax) wait = secondsUntil(byClient.resetAt);
      if (byAccount && byAccount.count >= perAccountMax) {
        wait = Math.max(wait, secondsUntil(byAccount.resetAt));
      }
      return wait;
    },
    async recordFailure(account, client) {
      await Promise.all([
        counters.increment(clientKeyOf(account, client), windowMs),
        counters.increment(accountKeyOf(account), windowMs),
      ]);
    },
    async recordSuccess(account, client) {
      await counters.reset(clientKeyOf(account, client));
    },
  };
}

// Brake on password guessing, decided before the password is checked (see docs/security.md):
//   - per account and client address: `perClientMax` attempts within the window, then that
//     address gets 429 for that account until the window ends. The owner, logging in from another
//     address, is not affected by a stranger's guesses.
//   - per account, all addresses together: `perAccountMax` attempts within the window. High
//     enough that one attacker (limited to perClientMax per address) cannot reach it alone; it
//     caps what a botnet can try against one account.
// The per-address limit of the route (@fastify/rate-limit) bounds guesses across accounts.
// Unknown emails count like known ones, so the answers do not reveal which accounts exist.
//
// Increment first, then decide: every attempt adds one to its counters with the CounterStore's
// atomic increment *before* its password is checked, and goes ahead only when the count it got
// back is within the limit. Of 50 guesses sent at once, exactly perClientMax reach a password
// check, on one instance or several (a check-then-act "read the count, check the password, then
// add the failure" let all 50 through). An attempt held by its address's limit is not added to
// the account-wide count, so one address adds at most perClientMax to it per window.
// A success clears that address's count for the account, not the account-wide one (or the
// owner's logins would hand an attacker fresh guesses); a success counted there stays counted.

import type { CounterStore } from '../security/counter-store';

export interface LoginThrottle {
  /**
   * Counts an attempt for account from client, before its password is checked. Seconds to wait
   * when the attempt is over a limit (answer 429 and check nothing), else 0: go ahead.
   */
  attempt(account: string, client: string): Promise<number>;
  /** The password was right: the address's count for the account starts again. */
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
    async attempt(account, client) {
      const byClient = await counters.increment(clientKeyOf(account, client), windowMs);
      if (byClient.count > perClientMax) return secondsUntil(byClient.resetAt);
      const byAccount = await counters.increment(accountKeyOf(account), windowMs);
      if (byAccount.count > perAccountMax) return secondsUntil(byAccount.resetAt);
      return 0;
    },
    async recordSuccess(account, client) {
      await counters.reset(clientKeyOf(account, client));
    },
  };
}

// Addresses that stay good (docs/product.md §10.20): the one service for redirects, which the
// back office's Redirects page and every use case that changes or removes a public address call
// (a case study's slug renamed: address-changes.ts; a page staff built, renamed or deleted:
// pages/service.ts). It keeps every redirect in memory, read again when one
// changes on this instance or another (the content's channel: publish-channel.ts), so the site
// answers an old address (resolve) without asking the database.
//
// The rules, each refused at its field with a reason: the old address is a path of the site (no
// query: a visitor's query is kept on the way), not a page of the site (it would hide it), not
// the back office's, the API's or a file's; no two redirects share an old address; the target is
// a public page of the site or an http(s) address, never itself redirected (a chain: the reason
// names its final target) nor leading back (a loop). So every redirect is one hop.

import type { FastifyBaseLogger } from 'fastify';
import type { RedirectInput } from '../../contract/api/redirects';
import {
  chainProblem,
  isExternal,
  oldAddressProblem,
  redirectKey,
  targetProblem,
} from '../../contract/values/content/redirects';
import type { DataStore } from '../db';
import type { Actor } from '../db/staff-types';
import { HttpError } from '../platform/errors';
import { DuplicateRedirectError, type StoredRedirect } from './store/redirect-types';

/** What the site says of a path: a page of it, one of its own (files, API), or neither. */
export type AddressKind = 'page' | 'reserved' | 'free';

/** What an old address answers. */
type RedirectAnswer = { status: 301; location: string } | { status: 410 };

export interface Redirects {
  /** What `address` (a path, with its query if any) answers; undefined: it is no old address. */
  resolve(address: string): RedirectAnswer | undefined;
  /**
   * Adds a redirect staff asked for, checked by every rule. With `moved` (a use case whose page
   * moved from `from` to `to`, or was removed: kind `gone`), the page checks are the caller's:
   * an existing redirect of `from` is replaced, and those leading to `from` now lead to `to`.
   */
  addRedirect(
    input: RedirectInput,
    actor: Actor,
    options?: { moved?: boolean },
  ): Promise<StoredRedirect>;
  /** Changes a redirect, checked as addRedirect; 404 when there is no such one. */
  updateRedirect(id: number, input: RedirectInput, actor: Actor): Promise<StoredRedirect>;
  /** Removes a redirect; 404 when there is no such one. */
  removeRedirect(id: number, actor: Actor): Promise<void>;
  /** What the site says of `path` (a page staff build checks its address with it). */
  addressKind(path: string): Promise<AddressKind>;
  /** How the site tells its pages (site/site.ts gives it once it is registered). */
  checkAddressesWith(check: (path: string) => Promise<AddressKind>): void;
  /** Stops following changes. */
  close(): void;
}

const refused = (field: 'from' | 'to', message: string) => new HttpError(400, message, {}, field);

/** The table every request reads: old address's key → its redirect. */
type Table = ReadonlyMap<string, StoredRedirect>;

export async function loadRedirects(
  store: Pick<DataStore, 'redirects'>,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<Redirects> {
  let table: Table = new Map();
  const read = async () => {
    table = new Map((await store.redirects.all()).map((r) => [r.key, r]));
  };
  const stop = store.redirects.onChange(() => {
    read().catch((error: unknown) => log.error({ err: error }, 'reading the redirects failed'));
  });
  await read();
  let kindOf = (path: string): Promise<AddressKind> =>
    Promise.resolve(oldAddressProblem(path) ? 'reserved' : 'free');

  /** The redirect a local target leads on to, if any (another than `self`). */
  const onward = (to: string, self?: number) => {
    const next = isExternal(to) ? undefined : table.get(redirectKey(to));
    return next && next.id !== self ? next : undefined;
  };

  /** The input checked by every rule; what to write. */
  async function checked(input: RedirectInput, self?: number) {
    const kind = input.kind ?? 'permanent';
    const from = input.from.trim();
    const to = kind === 'gone' ? null : (input.to ?? '').trim();
    const fromProblem = oldAddressProblem(from);
    if (fromProblem) throw refused('from', fromProblem);
    const key = redirectKey(from);
    const same = table.get(key);
    if (same && same.id !== self)
      throw refused('from', `${same.from} is redirected already: change that redirect instead.`);
    if (to !== null) {
      const toProblem = targetProblem(to);
      if (toProblem) throw refused('to', toProblem);
      if (!isExternal(to) && redirectKey(to) === key)
        throw refused('to', 'A redirect to its own address would loop.');
      const next = onward(to, self);
      if (next && next.to !== null && !isExternal(next.to) && redirectKey(next.to) === key)
        throw refused('to', `That would loop: ${next.from} already leads to ${next.to}.`);
      if (next)
        throw refused(
          'to',
          next.to === null
            ? `${to} is gone (410): choose a page that is there.`
            : chainProblem(to, next.to),
        );
    }
    const fromKind = await kindOf(key);
    if (fromKind === 'page')
      throw refused('from', `${from} is a page of the site: a redirect would hide it.`);
    if (fromKind === 'reserved') throw refused('from', 'That address belongs to the site itself.');
    if (to !== null && !isExternal(to) && (await kindOf(redirectKey(to))) !== 'page')
      throw refused('to', `No public page of the site answers ${to.split(/[?#]/)[0]}.`);
    return { from, kind, to };
  }

  async function saved(write: () => Promise<StoredRedirect | undefined>) {
    try {
      const redirect = await write();
      if (!redirect) throw new HttpError(404, 'No such redirect.');
      await read();
      return redirect;
    } catch (error) {
      if (error instanceof DuplicateRedirectError)
        throw refused('from', 'That old address is redirected already: change that redirect.');
      throw error;
    }
  }

  return {
    resolve(address) {
      const [path = '', ...rest] = address.split('?');
      const redirect = table.get(redirectKey(path));
      if (!redirect) return undefined;
      if (redirect.to === null) return { status: 410 };
      const query = rest.join('?');
      if (!query) return { status: 301, location: redirect.to };
      const [beforeHash, hash] = redirect.to.split('#', 2);
      const joiner = beforeHash?.includes('?') ? '&' : '?';
      return {
        status: 301,
        location: `${beforeHash}${joiner}${query}${hash === undefined ? '' : `#${hash}`}`,
      };
    },

    async addRedirect(input, actor, options = {}) {
      if (!options.moved) {
        const write = await checked(input);
        return saved(() => store.redirects.save(undefined, write, actor));
      }
      const from = input.from.trim();
      const problem = oldAddressProblem(from);
      if (problem) throw refused('from', problem);
      const kind = input.kind ?? 'permanent';
      const to = kind === 'gone' ? null : (input.to ?? '').trim();
      const toProblem = to === null ? undefined : targetProblem(to);
      if (toProblem) throw refused('to', toProblem);
      const write = { from, kind, to };
      const existing = table.get(redirectKey(from));
      return saved(() => store.redirects.save(existing?.id, write, actor, { follow: true }));
    },

    async updateRedirect(id, input, actor) {
      if (!(await store.redirects.get(id))) throw new HttpError(404, 'No such redirect.');
      const write = await checked(input, id);
      return saved(() => store.redirects.save(id, write, actor));
    },

    async removeRedirect(id, actor) {
      if (!(await store.redirects.remove(id, actor))) throw new HttpError(404, 'No such redirect.');
      await read();
    },

    addressKind: (path) => kindOf(redirectKey(path)),

    checkAddressesWith(check) {
      kindOf = check;
    },

    close: () => void stop(),
  };
}

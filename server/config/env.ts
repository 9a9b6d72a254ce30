// Readers of single environment variables for config.ts: each returns the parsed value or throws
// ConfigError with a sentence that tells the operator what to write instead.

import path from 'node:path';
import ipaddr from 'ipaddr.js';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Record<string, string | undefined>;

/** Which proxies' X-Forwarded-* headers are believed: none, a hop count, or addresses/CIDRs. */
export type TrustProxy = false | number | string[];

export function readString(env: Env, name: string): string | undefined {
  const value = env[name];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function readInteger(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) {
    throw new ConfigError(`${name} must be a whole number, got "${raw}".`);
  }
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}.`);
  }
  return value;
}

/** `true` or `false` (any case); `fallback` when unset. */
export function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = readString(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (raw !== 'true' && raw !== 'false') {
    throw new ConfigError(`${name} must be true or false, got "${raw}".`);
  }
  return raw === 'true';
}

export function readDir(env: Env, name: string, fallback: string): string {
  const raw = readString(env, name);
  return raw === undefined ? fallback : path.resolve(process.cwd(), raw);
}

/** Names proxy-addr (Fastify's trustProxy) understands for groups of private addresses. */
const ADDRESS_GROUPS = ['loopback', 'linklocal', 'uniquelocal'];

const isAddressOrCidr = (entry: string): boolean => {
  if (ADDRESS_GROUPS.includes(entry)) return true;
  if (entry.includes('/')) {
    try {
      ipaddr.parseCIDR(entry);
      return true;
    } catch {
      return false;
    }
  }
  return ipaddr.isValid(entry);
};

const TRUST_PROXY_HELP =
  'Write the number of proxies in front of the server (TRUST_PROXY=1 for one nginx) or their ' +
  'addresses, comma-separated (TRUST_PROXY=127.0.0.1,10.0.0.0/8); leave it unset or false when ' +
  'clients connect directly.';

/**
 * TRUST_PROXY: `false` (default), a hop count, or a list of proxy addresses/CIDRs. `true` is
 * refused: it would trust every hop, so a client could choose its own address by sending
 * X-Forwarded-For.
 */
export function readTrustProxy(env: Env): TrustProxy {
  const raw = readString(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (['false', 'no', 'off', '0'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) {
    throw new ConfigError(
      `TRUST_PROXY=${raw} would trust every hop, so any client could pick its own address ` +
        `with X-Forwarded-For and dodge the rate limits. ${TRUST_PROXY_HELP}`,
    );
  }
  if (/^\d+$/.test(raw)) return readInteger(env, 'TRUST_PROXY', 0, 1, 10);
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY has ${bad.map((entry) => `"${entry}"`).join(', ')}, which is not an IP ` +
        `address or CIDR range. ${TRUST_PROXY_HELP}`,
    );
  }
  return entries;
}

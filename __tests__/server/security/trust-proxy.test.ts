// TRUST_PROXY: a client behind nginx ($proxy_add_x_forwarded_for appends the address nginx saw)
// must not pick its own address by sending X-Forwarded-For. Tests send what nginx would pass on:
// "<whatever the client wrote>, <the client's real address>", from 127.0.0.1 (the proxy).

import fsp from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../../server/config';
import { type TestServer, call, makeTempRoot, startServer, uniqueEmail } from '../helpers';

describe('TRUST_PROXY setting', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRoot();
  });
  afterAll(() => fsp.rm(root, { recursive: true, force: true }));
  const load = (value?: string) =>
    loadConfig({
      DATA_DIR: path.join(root, 'data'),
      ...(value === undefined ? {} : { TRUST_PROXY: value }),
    });

  it('is false by default and for false/0', () => {
    expect(load().trustProxy).toBe(false);
    expect(load('false').trustProxy).toBe(false);
    expect(load('0').trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(load('1').trustProxy).toBe(1);
    expect(load('2').trustProxy).toBe(2);
    expect(load('127.0.0.1, 10.0.0.0/8,::1').trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(load('loopback').trustProxy).toEqual(['loopback']);
  });

  it('refuses true, which would trust every hop, and says what to write instead', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => load(value)).toThrow(ConfigError);
      expect(() => load(value)).toThrow(
        /trust every hop.*TRUST_PROXY=1.*TRUST_PROXY=127\.0\.0\.1,10\.0\.0\.0\/8/s,
      );
    }
  });

  it('refuses entries that are not addresses or ranges', () => {
    expect(() => load('127.0.0.1,nginx')).toThrow(/"nginx", which is not an IP address or CIDR/);
    expect(() => load('10.0.0.0/99')).toThrow(ConfigError);
    expect(() => load('127.0.0.1,')).toThrow(ConfigError);
  });
});

describe.each([
  ['a hop count', '1'],
  ['a trusted-proxy list', '127.0.0.1,10.0.0.0/8'],
])('behind one proxy, TRUST_PROXY as %s', (_label, value) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: value, RATE_LIMIT_AUTH_MAX: '10' } });
  });
  afterAll(() => server.close());

  const login = (forwardedFor: string) =>
    call(server, '/api/auth/login', {
      json: { email: uniqueEmail('xff'), password: 'wrong password' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('a rotating client-written X-Forwarded-For does not dodge the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1)
      statuses.push((await login(`10.9.${i}.${i}, 203.0.113.7`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
  });

  it('another real client address (the one the proxy appended) has its own limit', async () => {
    expect((await login('10.9.9.9, 203.0.113.8')).status).toBe(401);
  });
});

// The log is readable on a terminal and JSON elsewhere: LOG_FORMAT decides, else whether standard
// output is a terminal. Checked in this process (the pretty stream's lines, redaction included)
// and with the real entry point, once in a pseudo-terminal (util-linux `script`) and once on a pipe.

import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { ConfigError, readLogFormat } from '../../../server/config';
import { loggerOptions } from '../../../server/platform/logger';
import { PROJECT, REGISTER, runServer, sleep, waitForUrl } from '../child';
import { makeTempRoot } from '../helpers';

describe('LOG_FORMAT', () => {
  test('unset: pretty on a terminal, JSON on anything else', () => {
    expect(readLogFormat({}, true)).toBe('pretty');
    expect(readLogFormat({}, false)).toBe('json');
  });

  test('set: it decides, whatever standard output is', () => {
    expect(readLogFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(readLogFormat({ LOG_FORMAT: 'Pretty' }, false)).toBe('pretty');
  });

  test('anything else is a configuration error that names the choices', () => {
    expect(() => readLogFormat({ LOG_FORMAT: 'xml' }, true)).toThrow(
      new ConfigError('LOG_FORMAT must be pretty or json, got "xml".'),
    );
  });
});

describe('the pretty log', () => {
  test('writes one readable line an entry, and still never a password', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const app = Fastify({
      logger: loggerOptions({ logLevel: 'info', logFormat: 'pretty' }, out),
    });
    app.log.info({ password: 'hunter2-secret', userId: 7 }, 'password changed');
    await app.close();
    const [first] = text.split('\n');
    expect(first).toMatch(/INFO.*password changed/);
    expect(first).not.toMatch(/^\{/);
    expect(text).toContain('userId: 7');
    expect(text).not.toContain('hunter2-secret');
    expect(text).toContain('[redacted]');
  });

  test('JSON leaves the stream to pino: one object a line on standard output', () => {
    const options = loggerOptions({ logLevel: 'info', logFormat: 'json' });
    expect(options).not.toHaveProperty('stream');
    expect(options).toMatchObject({ level: 'info', redact: { censor: '[redacted]' } });
  });
});

describe('the real server', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempRoot();
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  test('on a pipe, logs JSON', async () => {
    const run = runServer(root, { LOG_LEVEL: 'info' });
    try {
      await waitForUrl(run);
      // The log is written asynchronously (pino), so its line may follow the console's.
      const startedLine = () =>
        run
          .stdout()
          .split('\n')
          .find((line) => line.includes('server started'));
      for (let tries = 0; tries < 100 && !startedLine(); tries++) await sleep(50);
      expect(JSON.parse(startedLine() ?? '')).toMatchObject({ level: 30, msg: 'server started' });
    } finally {
      run.child.kill('SIGINT');
      await run.exit;
    }
  });

  test('in a terminal, logs readable lines', async () => {
    // `script` gives the server a pseudo-terminal and copies what it writes to our pipe.
    const command = `'${process.execPath}' -r '${REGISTER}' server/index.ts`;
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      cwd: PROJECT,
      detached: true,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: `${root}/data`,
        DIST_DIR: `${root}/no-dist`,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        NO_COLOR: '1',
      },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exit = new Promise((resolve) => child.on('exit', resolve));
    try {
      const deadline = Date.now() + 60_000;
      while (!out.includes('Kestrel Software is running') && Date.now() < deadline) {
        if (child.exitCode !== null) break;
        await sleep(50);
      }
      const started = out.split(/\r?\n/).find((line) => line.includes('server started'));
      expect(started).toMatch(/INFO.*server started/);
      expect(started).not.toMatch(/^\{/);
      expect(out).not.toContain('"level":');
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGINT');
      await exit;
    }
  });
});

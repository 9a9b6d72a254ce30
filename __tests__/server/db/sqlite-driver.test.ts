// The SQLite driver on the Node.js that runs this suite (CI runs it on the machine's Node and on
// Node 24: .ci/run). better-sqlite3 12 aborts the process on Node 24 when statements made in a vm
// context (each Jest test file has one) are garbage collected after it: its ObjectWrap asserts
// `(env) != nullptr`. vendor/better-sqlite3 loads 13 (Node-API 10) where Node has it, 12 on Node 20.
// The pattern that aborted runs in a child process of this Node, so an abort fails this test
// instead of the whole suite.

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findProjectRoot } from '../../../server/config';

const DRIVER = path.join(findProjectRoot(), 'node_modules', 'better-sqlite3');

/** 30 "test files" in vm contexts of their own, then collections from I/O callbacks. */
const STATEMENTS_COLLECTED_AFTER_THEIR_CONTEXT = `
const vm = require('node:vm');
const net = require('node:net');
const Database = require(process.argv[1]);
for (let file = 0; file < 30; file += 1) {
  vm.runInContext(
    "const db = new Database(':memory:'); db.exec('CREATE TABLE t (a INTEGER PRIMARY KEY)');" +
      "for (let i = 0; i < 2000; i += 1) db.prepare('SELECT ? AS x').get(i);",
    vm.createContext({ Database }),
  );
}
const server = net.createServer((s) => s.on('data', (d) => s.write(d))).listen(0, '127.0.0.1', () => {
  const client = net.connect(server.address().port, '127.0.0.1');
  let rounds = 0;
  client.on('data', () => {
    const garbage = [];
    for (let i = 0; i < 1e5; i += 1) garbage.push({ i });
    if (++rounds >= 100) {
      client.end();
      server.close();
      console.log(JSON.stringify({ napi: process.versions.napi, sqlite: new Database(':memory:').prepare('SELECT sqlite_version() AS v').get().v }));
      return;
    }
    client.write('x');
  });
  client.write('x');
});
`;

it(`statements collected after their vm context do not abort Node ${process.version}`, () => {
  const child = spawnSync(
    process.execPath,
    ['-e', STATEMENTS_COLLECTED_AFTER_THEIR_CONTEXT, DRIVER],
    { encoding: 'utf8', timeout: 60_000 },
  );
  expect({
    status: child.status,
    signal: child.signal,
    stderr: child.stderr.slice(0, 300),
  }).toEqual({ status: 0, signal: null, stderr: '' });
  expect(JSON.parse(child.stdout)).toEqual({
    napi: process.versions.napi,
    sqlite: expect.stringMatching(/^3\.\d+\.\d+$/),
  });
});

it('loads 13.x where Node has Node-API 10, else 12.x', () => {
  const napi10 = Number(process.versions.napi) >= 10;
  const build = napi10 ? 'better-sqlite3-napi10' : 'better-sqlite3-node20';
  expect(jest.requireActual('better-sqlite3')).toBe(jest.requireActual(build));
  const manifest = jest.requireActual<{ version: string }>(`${build}/package.json`);
  expect(manifest.version).toMatch(napi10 ? /^13\./ : /^12\./);
});

// Loads the server's TypeScript in the tests' child processes (child.ts: `node -r` this file
// server/index.ts), as ts-node's transpile-only mode does: TypeScript's transpileModule with
// server/tsconfig.json's options, no type check. Each file's JavaScript is kept in
// node_modules/.cache/kestrel-test-children, by a hash of its source, the tsconfig and the
// TypeScript version: the children after the first load no compiler, which was about four of the
// five CPU seconds a child took to start.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const project = path.resolve(__dirname, '../..');
const tsconfigFile = path.join(project, 'server', 'tsconfig.json');
const cacheDir = path.join(project, 'node_modules', '.cache', 'kestrel-test-children');
const salt = [
  fs.readFileSync(tsconfigFile, 'utf8'),
  JSON.parse(fs.readFileSync(require.resolve('typescript/package.json'), 'utf8')).version,
].join('\n');

let compiler;
/** TypeScript and the server's compiler options, loaded on the first file not in the cache. */
function load() {
  if (!compiler) {
    const ts = require('typescript');
    const { config } = ts.readConfigFile(tsconfigFile, ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfigFile));
    compiler = { ts, options: { ...options, sourceMap: false, inlineSourceMap: false } };
  }
  return compiler;
}

function transpile(source, filename) {
  const key = crypto.createHash('sha256').update(salt).update(filename).update(source);
  const cached = path.join(cacheDir, `${key.digest('hex')}.js`);
  try {
    return fs.readFileSync(cached, 'utf8');
  } catch {
    // Not transpiled yet.
  }
  const { ts, options } = load();
  const { outputText } = ts.transpileModule(source, {
    fileName: filename,
    compilerOptions: options,
  });
  fs.mkdirSync(cacheDir, { recursive: true });
  // Written aside, then renamed: another test's child may be reading the same entry.
  const aside = `${cached}.${process.pid}`;
  fs.writeFileSync(aside, outputText);
  fs.renameSync(aside, cached);
  return outputText;
}

require.extensions['.ts'] = (module, filename) => {
  module._compile(transpile(fs.readFileSync(filename, 'utf8'), filename), filename);
};

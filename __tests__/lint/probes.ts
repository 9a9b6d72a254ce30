// Lints small in-memory files ("probes") with the repository's ESLint config, for
// boundaries.test.ts and staffBoundaries.test.ts: each probe sits at a path of the repository (an existing file's path too, to
// close an import cycle through it) and imports the files or packages it names. ESLint runs in a
// child process: its config is an ES module, which Jest's CommonJS runtime cannot load.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');

export interface Probe {
  /** Where the in-memory file sits, relative to the repository (it may be an existing file). */
  at: string;
  /** What it imports: files relative to the repository, or package names. */
  imports: string[];
  /** How: an import declaration (the default), `import type`, or import(). */
  kind?: 'value' | 'type' | 'dynamic';
  /** The file's text as is, instead of the imports above. */
  code?: string;
}

export interface Linted {
  messages: { ruleId: string | null; message: string }[];
  rules: Record<string, unknown>;
}

export const isFile = (target: string) => /\.(tsx?|css|svg)$/.test(target);

/** The specifier a file at `at` uses for `target` (no extension for TypeScript files). */
const specifier = (at: string, target: string): string => {
  if (!isFile(target)) return target;
  const relative = path.posix.relative(path.posix.dirname(at), target);
  const withDot = relative.startsWith('.') ? relative : `./${relative}`;
  return withDot.replace(/\.tsx?$/, '');
};

const source = ({ at, imports, kind = 'value' }: Probe): string => {
  const names = imports.map((_, i) => `m${i}`);
  const lines = imports.map((target, i) => {
    const from = specifier(at, target);
    if (kind === 'dynamic') return `const ${names[i]} = () => import('${from}');`;
    return `import ${kind === 'type' ? 'type ' : ''}* as ${names[i]} from '${from}';`;
  });
  const use =
    kind === 'type'
      ? `export type Used = [${names.map((name) => `typeof ${name}`).join(', ')}];`
      : `export const used = [${names.join(', ')}];`;
  return `${lines.join('\n')}\n${use}\n`;
};

/** Lints every probe in one ESLint process; answers its messages and the rules that apply. */
export const lintAll = (probes: Probe[]): Linted[] => {
  const script = `
    import { ESLint } from 'eslint';
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const { filePath, code } of JSON.parse(input)) {
      const [result] = await eslint.lintText(code, { filePath });
      const { rules } = await eslint.calculateConfigForFile(filePath);
      out.push({ messages: result.messages.map(({ ruleId, message }) => ({ ruleId, message })), rules });
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const input = probes.map((probe) => ({
    filePath: path.join(root, probe.at),
    code: probe.code ?? source(probe),
  }));
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    input: JSON.stringify(input),
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return JSON.parse(output) as Linted[];
};

/** A probe lint must fail, and the one rule that must fail it. */
export type Forbidden = [name: string, probe: Probe, rule: string];
/** A probe lint must pass. */
export type Allowed = [name: string, probe: Probe];

/**
 * The tests of a set of probes, linted together once: each imports files that exist (an import
 * that does not resolve is not checked); lint fails each forbidden probe with its rule and no
 * other, and passes each allowed one. `more` adds tests that read every probe's lint results.
 */
export const describeProbes = (
  title: string,
  forbidden: Forbidden[],
  allowed: Allowed[],
  more?: (results: () => Linted[]) => void,
) => {
  let results: Linted[] = [];

  beforeAll(() => {
    results = lintAll([...forbidden, ...allowed].map(([, probe]) => probe));
  }, 180_000);

  describe(title, () => {
    it('probe only files that exist (an import that does not resolve is not checked)', () => {
      const targets = [...forbidden, ...allowed].flatMap(([, probe]) => probe.imports);
      const missing = targets.filter(isFile).filter((t) => !fs.existsSync(path.join(root, t)));
      expect(missing).toEqual([]);
    });

    it.each(forbidden.map(([name, , rule], index) => [name, rule, index] as const))(
      'fail lint when %s (%s)',
      (_name, rule, index) => {
        const { messages } = results[index]!;
        expect(messages.map((m) => m.ruleId)).toContain(rule);
        expect(messages.every((m) => m.ruleId === rule)).toBe(true);
      },
    );

    it.each(allowed.map(([name], index) => [name, forbidden.length + index] as const))(
      'pass lint when %s',
      (_name, index) => {
        expect(results[index]!.messages).toEqual([]);
      },
    );

    more?.(() => results);
  });
};

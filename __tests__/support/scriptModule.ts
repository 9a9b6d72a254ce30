// A script module of scripts/ (an .mjs file Node runs itself, as the benchmarks run it), its
// exports evaluated in a Node child process: `evaluate(expression)` gives the JSON of
// `expression`, where `m` names the module's exports.
import { execFileSync } from 'node:child_process';

export const scriptModule =
  (file: string) =>
  (expression: string): unknown =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const m = await import(${JSON.stringify(file)});` +
            `process.stdout.write(JSON.stringify(${expression}));`,
        ],
        { encoding: 'utf8' },
      ),
    );

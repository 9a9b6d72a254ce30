/**
 * @jest-environment node
 */
// kestrel/no-hand-built-mailto (eslint-rules/no-hand-built-mailto.mjs), proved: ESLint lints
// small in-memory files of src/ with the repository's config, and fails every mailto: link built
// by hand (a template, a string, a JSX attribute), in a page, a layout or a feature, and passes
// the one helper that encodes them (src/lib/mailto.ts) and its callers.
import { lintAll } from './probes';

const RULE = 'kestrel/no-hand-built-mailto';

const handBuilt: [string, string, string][] = [
  [
    'a template in a staff page',
    'src/staff/hiring/Probe.tsx',
    'export const Probe = ({ email }: { email: string }) => <a href={`mailto:${email}`}>{email}</a>;\n',
  ],
  [
    'a JSX attribute string in the layout',
    'src/layout/Probe.tsx',
    'export const Probe = () => <a href="mailto:help@example.com">help</a>;\n',
  ],
  [
    'a concatenation in a feature, in capitals',
    'src/features/Probe.ts',
    "export const link = (email: string) => 'MAILTO:' + email;\n",
  ],
];

const allowed: [string, string, string][] = [
  [
    'a call of mailtoHref',
    'src/staff/hiring/Probe.tsx',
    "import { mailtoHref } from '../../lib/mailto';\n" +
      'export const Probe = ({ email }: { email: string }) => <a href={mailtoHref(email)}>{email}</a>;\n',
  ],
  [
    'the helper itself',
    'src/lib/mailto.ts',
    'export const mailtoHref = (to: string) => `mailto:${encodeURIComponent(to)}`;\n',
  ],
];

const results = lintAll(
  [...handBuilt, ...allowed].map(([, at, code]) => ({ at, imports: [], code })),
);
const ruleIds = (index: number) => results[index]!.messages.map((m) => m.ruleId);

describe('mailto: links', () => {
  it.each(handBuilt.map((probe, index) => [probe[0], index] as const))(
    'fails %s',
    (_what, index) => {
      expect(ruleIds(index)).toContain(RULE);
      expect(results[index]!.rules[RULE]).toBeDefined();
    },
  );

  it.each(allowed.map((probe, index) => [probe[0], handBuilt.length + index] as const))(
    'passes %s',
    (_what, index) => {
      expect(ruleIds(index)).not.toContain(RULE);
      expect(results[index]!.messages.filter((m) => m.ruleId === null)).toEqual([]);
    },
  );
});

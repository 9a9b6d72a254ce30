/** @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "ignoreDeprecations": "6.0"}} */
// Before Node 22.18 Jest loads this file through ts-node; the pragma above has it transpiled
// only, as ts-jest does the tests (type-checking it took three seconds of every run; `npm run
// typecheck` checks it).
import os from 'node:os';
import type { Config } from 'jest';

// Node 22.18+ and 24 load this file themselves, as an ES module (type stripping), where there is
// no __dirname; older Node has Jest compile it to CommonJS. Jest is run from the project's folder.
const projectDir = typeof __dirname === 'string' ? __dirname : process.cwd();

const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  {
    // Type checking is `npm run typecheck`'s job; with isolatedModules ts-jest only transpiles,
    // which keeps the suite fast on two cores.
    tsconfig: {
      isolatedModules: true,
      rootDir: projectDir,
      jsx: 'react-jsx',
      module: 'CommonJS',
      moduleResolution: 'node10',
      esModuleInterop: true,
      allowJs: true,
      ignoreDeprecations: '6.0',
    },
  },
];

const config: Config = {
  // Generous on a busy two-core machine; a test that hangs still fails.
  testTimeout: 20_000,
  // One worker more than there are cores (Jest's default is one fewer: a single worker, and so no
  // parallelism at all, on two cores). Many server tests wait on sockets, timers and child
  // processes, and the third worker's tests use the core meanwhile: on two cores, 134–136 s
  // against 148–180 s with two on Node 24; a fourth gave nothing more (docs/performance.md,
  // "`npm test` on the supported Node versions").
  maxWorkers: os.availableParallelism() + 1,
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/jest/jsdom-env.js',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['<rootDir>/__tests__/server/'],
      setupFilesAfterEnv: ['<rootDir>/jest/setup-dom.ts', '<rootDir>/jest/fail-on-console.ts'],
      // typebox 1 ships only ES modules (.mjs): the prerenderer's tests load the document
      // registry (contract/documents/index.ts) and the content editor checks drafts with typebox's
      // JSON Schema checker, so ts-jest turns it into CommonJS here too.
      transform: { '^.+\\.m?(t|j)sx?$': tsJest },
      transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/jest/css-stub.js',
        '\\.(svg|png|jpe?g|webp|gif|ico)$': '<rootDir>/jest/file-stub.js',
      },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      globalSetup: '<rootDir>/jest/server-setup.js',
      globalTeardown: '<rootDir>/jest/server-teardown.js',
      setupFilesAfterEnv: ['<rootDir>/jest/fail-on-console.ts'],
      // jose 6, typebox 1 and cookie 2 (which Fastify's inject() loads) ship only ES modules
      // (typebox as .mjs files): let ts-jest turn them into CommonJS for Jest.
      transform: { '^.+\\.m?(t|j)sx?$': tsJest },
      transformIgnorePatterns: ['/node_modules/(?!(jose|typebox|cookie)/)'],
    },
  ],
};

export default config;

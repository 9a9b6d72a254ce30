// Global set-up of the server test project: says once per run when the PostgreSQL half of the
// contract suites is not registered (see __tests__/server/stores.ts), and makes the folder where
// the first test server of the run leaves a migrated, seeded SQLite file for the others to copy
// (__tests__/server/helpers.ts; removed by server-teardown.js). With PostgreSQL, it names the
// run's template database, which the first test server on PostgreSQL makes and the others copy
// (__tests__/server/pg-template.ts; dropped by server-teardown.js).
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { testFolders } = require('./test-folders');

module.exports = async () => {
  if (!process.env.TEST_DATABASE_URL?.trim()) {
    console.info(
      '\nPostgreSQL contract suite not run: TEST_DATABASE_URL is not set (.ci/run sets it; ' +
        'scripts/ci/postgres.sh starts a throwaway server).',
    );
  } else {
    process.env.KESTREL_TEST_PG_TEMPLATE = `kestrel_template_${randomBytes(6).toString('hex')}`;
  }
  process.env.KESTREL_TEST_TEMPLATES = fs.mkdtempSync(
    path.join(testFolders(), 'kestrel-test-templates-'),
  );
};

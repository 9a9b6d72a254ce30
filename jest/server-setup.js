// Global set-up of the server test project: says once per run when the PostgreSQL half of the
// contract suites is not registered (see __tests__/server/stores.ts).
module.exports = async () => {
  if (!process.env.TEST_DATABASE_URL?.trim()) {
    console.info(
      '\nPostgreSQL contract suite not run: TEST_DATABASE_URL is not set (.ci/run sets it; ' +
        'scripts/ci/postgres.sh starts a throwaway server).',
    );
  }
};

// Global tear-down of the server test project: removes the folder server-setup.js made, and the
// run's PostgreSQL template database when a test made one.
const fs = require('node:fs');
const { Client } = require('pg');

module.exports = async () => {
  const folder = process.env.KESTREL_TEST_TEMPLATES;
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  const template = process.env.KESTREL_TEST_PG_TEMPLATE;
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!template || !url) return;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  } finally {
    await client.end();
  }
};

// Global tear-down of the server test project: removes the folder server-setup.js made.
const fs = require('node:fs');

module.exports = async () => {
  const folder = process.env.KESTREL_TEST_TEMPLATES;
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
};

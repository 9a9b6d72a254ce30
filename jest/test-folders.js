// Where the server tests' folders go: Linux's memory file system (/dev/shm) when it has room,
// unless TMPDIR names a folder; else the system's temporary folder. The databases in them are
// real SQLite files either way, but every commit's fsync (synchronous = FULL) costs nothing
// there: on a disk those waits were about a tenth of the server tests' time.
const fs = require('node:fs');
const os = require('node:os');

function testFolders() {
  if (process.env.TMPDIR) return os.tmpdir();
  try {
    const shm = fs.statfsSync('/dev/shm');
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    if (shm.bavail * shm.bsize >= 2 ** 30) return '/dev/shm';
  } catch {
    // No /dev/shm (not Linux), or not writable.
  }
  return os.tmpdir();
}

module.exports = { testFolders };

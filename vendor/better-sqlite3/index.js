// `better-sqlite3` for the Node.js that runs it (the server, its scripts and tests import
// 'better-sqlite3' and get this). Two builds of one API:
//  - 13.x, built on Node-API 10 (Node 22.14 and later): the only one that holds on Node 24, where
//    12.x aborts the process when a statement is garbage collected (its V8 ObjectWrap asserts
//    `(env) != nullptr` in RemoveEnvironmentCleanupHook);
//  - 12.x for Node 20, whose Node-API stops at version 9 (13.x crashes there).
// When Node 20 is no longer run anywhere, depend on better-sqlite3 13 directly and drop this.
'use strict';

module.exports =
  Number(process.versions.napi) >= 10
    ? require('better-sqlite3-napi10')
    : require('better-sqlite3-node20');

// jsdom lacks Node's fetch family, AbortController, TextEncoder and friends, which RTK Query and
// React Router need. Copy Node's own into the jsdom global (AbortController too, or Node's fetch
// rejects jsdom's signal). Not MessageChannel: React's scheduler would use Node's, whose open
// ports keep Jest from exiting.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'TransformStream',
  'WritableStream',
  'Blob',
  'structuredClone',
];

class JsdomWithNodeFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithNodeFetch;

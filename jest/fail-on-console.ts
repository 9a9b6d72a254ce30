// A test run prints nothing but results: any console output a test did not ask for fails it. A
// test that expects a message spies on the console method and asserts the message, e.g.
// `const log = jest.spyOn(console, 'error').mockImplementation(() => {})`.
import failOnConsole from 'jest-fail-on-console';

failOnConsole({
  shouldFailOnError: true,
  shouldFailOnWarn: true,
  shouldFailOnLog: true,
  shouldFailOnInfo: true,
  shouldFailOnDebug: true,
  shouldFailOnAssert: true,
  // RTK's dev checks say when they took longer than 32 ms: a fact about a busy machine, not about
  // the code. The checks themselves stay on (a non-serializable value still fails the test).
  silenceMessage: (message) =>
    /(Serializable|Immutable)StateInvariantMiddleware took \d+ms/.test(message),
});

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
});

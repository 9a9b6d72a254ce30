// Fastify names each plugin it registers (for its errors and logs). A plugin without a name is
// looked for among every loaded module (`require.cache`), twice per registration: cheap in a
// server started once, but it was the largest single cost of starting the server in the tests,
// where Jest's module registry makes that search slow (docs/performance.md, "The test suite's
// time"). The server's own plugins are named here, by the names they are declared under.

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/** Names each plugin for Fastify by its key: `namePlugins({ contentRoutes, authRoutes })`. */
export function namePlugins(plugins: Record<string, object>): void {
  for (const [name, plugin] of Object.entries(plugins)) {
    (plugin as { [DISPLAY_NAME]?: string })[DISPLAY_NAME] ??= name;
  }
}

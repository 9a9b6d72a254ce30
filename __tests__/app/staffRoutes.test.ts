// The back office's routes are the one route table's (src/app/routes.tsx), nested under /staff:
// each of its addresses (src/config/staffPaths.ts) is a route of its own, a content document's
// editor and a collection's editor each a route with its parameter, and only an address no page
// has falls to the catch-all.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { COLLECTION_NAMES, COLLECTIONS } from '../../contract/values/collections';
import { routes, type RouteHandle } from '../../src/app/routes';
import { STAFF_PATHS } from '../../src/config/staffPaths';

/** The innermost route the address matches, and its parameters. */
const deepest = (
  path: string,
): { route: RouteObject; params: Record<string, string | undefined> } => {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1);
  if (!last) throw new Error(`no route for ${path}`);
  return { route: last.route, params: last.params };
};

describe('the back office in the route table', () => {
  it.each(Object.entries(STAFF_PATHS))('routes %s (%s) to a page of its own', (_name, path) => {
    const { route } = deepest(path);
    expect(route.path === undefined ? route.index : route.path).not.toBe('*');
    expect(route.path).not.toBe(':collection');
    expect((route.handle as RouteHandle).load).toBeDefined();
  });

  it('nests every page of the back office under its frame', () => {
    const matches = matchRoutes(routes, STAFF_PATHS.leads) ?? [];
    expect(matches.map((m) => m.pathname)).toContain('/staff');
    expect(matches.at(-1)?.route.path).toBe('leads');
  });

  it("routes a content document's address to its editor with the document's key", () => {
    const { route, params } = deepest(`${STAFF_PATHS.content}/home`);
    expect(route.path).toBe('content/:key');
    expect(params.key).toBe('home');
  });

  it.each(COLLECTION_NAMES)("routes the %s collection's editor by its name", (name) => {
    const { route, params } = deepest(COLLECTIONS[name].editorPath);
    expect(route.path).toBe(':collection');
    expect(`/staff/${params.collection}`).toBe(COLLECTIONS[name].editorPath);
  });

  it('leaves only an address no page has to the catch-all', () => {
    expect(deepest('/staff/content/home/extra').route.path).toBe('*');
    expect(deepest('/staff/nothing/here').route.path).toBe('*');
  });
});

// Reading a page's schema.org data (src/app/structuredData.ts) as search engines do: from the
// JSON-LD in the <head> of the page as the renderer writes it.

import { type BuildManifest, renderDocument } from '../../src/prerender';
import type { PageData } from '../../src/app/pageData';

export const shell =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"></head><body><div id=root></div></body></html>';
export const manifest: BuildManifest = {
  entry: { js: [], css: [] },
  chunks: new Proxy({}, { get: () => ({ js: [], css: [] }) }) as BuildManifest['chunks'],
};

export type Node = Record<string, unknown>;

/** The page's JSON-LD graph, with each `{ "@id" }` reference resolved to its node. */
export async function graphOf(path: string, data?: PageData): Promise<Node[]> {
  const { html } = await renderDocument(path, shell, manifest, data ? { data } : {});
  const head = html.slice(0, html.indexOf('</head>'));
  const scripts = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const doc = JSON.parse(scripts[0]![1]!) as { '@context': string; '@graph': Node[] };
  expect(doc['@context']).toBe('https://schema.org');
  return doc['@graph'];
}

export const typesOf = (node: Node): string[] => [node['@type'] as string | string[]].flat();
export const ofType = (graph: Node[], type: string) =>
  graph.filter((n) => typesOf(n).includes(type));
export const resolve = (graph: Node[], ref: unknown): Node => {
  const id = (ref as Node)['@id'];
  return (id ? graph.find((n) => n['@id'] === id) : ref) as Node;
};

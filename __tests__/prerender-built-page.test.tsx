/**
 * @jest-environment node
 */
// A page staff built from blocks, as the server renders it (src/prerender.tsx, which
// server/site/live-pages.ts runs with the published page in its data): its blocks are in the
// markup the visitor first sees (each kind's code is a chunk the browser loads apart), and the data the
// page carries keeps the documents its blocks show, for the browser to hydrate with.

import { pricingSeed } from '../contract/documents/pricing/seed';
import { renderDocument } from '../src/prerender';
import { manifest, shell } from './support/structuredData';
import { cloudMigrationPage } from './support/builtPage';

const page = cloudMigrationPage({ type: 'pricing', id: 'plans', plan: '' });

describe('a page built from blocks, rendered on the server', () => {
  it('has its blocks and their chunk, and carries the documents they show', async () => {
    const { html, chunks } = await renderDocument(page.path, shell, manifest, {
      data: { page, documents: { pricing: pricingSeed } },
    });
    // The catch-all route's chunk, the view's and its blocks' renderers (rich text, and the
    // other kinds' for the pricing): their stylesheets are in the first paint (no shift later).
    expect(chunks).toEqual(['not-found', 'built-page', 'rich-text', 'block-kinds']);
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toMatch(/<h1[^>]*>Cloud migration<\/h1>/);
    expect(root).toContain('How we move');
    expect(root).toContain('Step by step.');
    expect(root).toContain(pricingSeed.plans[0]!.service);
    const carried = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html);
    expect(Object.keys(JSON.parse(carried![1]!).documents)).toContain('pricing');
  });
});

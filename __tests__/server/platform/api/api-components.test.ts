// The API description declares each shared shape once: docs/openapi.json references the contract's
// named shapes from components/schemas and the common error answers from components/responses;
// resolving every $ref gives back the document the routes describe, word for word; the file
// stays at most 500 kB; and Redocly's OpenAPI linter finds it valid.

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DOCUMENT_KEYS } from '../../../../contract/documents';
import { withComponents } from '../../../../server/platform/api/api-components';
import { namedSchemaForms } from '../../../../server/platform/api/api-forms';
import { NAMED_SCHEMAS, unnamedDocuments } from '../../../../server/platform/api/api-schemas';
import { OPENAPI_FILE, describeApi } from '../../../../server/platform/api/openapi';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Document = { [key: string]: Json };

const PROJECT = path.join(__dirname, '..', '..', '..', '..');
const committed = () =>
  JSON.parse(fs.readFileSync(path.join(PROJECT, OPENAPI_FILE), 'utf8')) as Document;

/** The document with every `$ref` replaced by what it names (its siblings over it). */
function resolveRefs(document: Document): Document {
  const target = (ref: string): Json =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json>((node, key) => (node as Document)[key]!, document);
  const resolve = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(resolve);
    if (typeof node !== 'object' || node === null) return node;
    const { $ref, ...siblings } = node;
    const own = Object.fromEntries(Object.entries(siblings).map(([k, v]) => [k, resolve(v)]));
    return typeof $ref === 'string' ? { ...(resolve(target($ref)) as Document), ...own } : own;
  };
  return resolve(document) as Document;
}

/** Everything but the components' declarations, which only the written form has. */
const withoutDeclarations = ({ components, ...rest }: Document) => {
  const {
    schemas: _schemas,
    responses: _responses,
    parameters: _parameters,
    requestBodies: _bodies,
    ...others
  } = components as Document;
  return { ...rest, components: others };
};

const operations = (document: Document) =>
  Object.values(document.paths as Document).flatMap((methods) =>
    Object.values(methods as Document),
  );

describe('docs/openapi.json', () => {
  let inline: Document;
  let published: Document;
  beforeAll(async () => {
    inline = (await describeApi()) as Document;
    published = committed();
  });

  test('resolving every $ref gives back the routes’ schemas as @fastify/swagger writes them', () => {
    const resolved = resolveRefs(published);
    expect(JSON.stringify(published)).toContain('"$ref"');
    expect(resolved.paths).toEqual(inline.paths);
    expect(withoutDeclarations(resolved)).toEqual(withoutDeclarations(inline));
  });

  test('declares each content document’s schema once, under its name in the contract', () => {
    expect(unnamedDocuments()).toEqual([]);
    const schemas = published.components as { schemas: Record<string, Json> };
    expect(Object.keys(schemas.schemas)).toEqual(
      expect.arrayContaining([
        'HomePageContent',
        'CareersPageContent',
        'CompanyFacts',
        'SiteFrame',
      ]),
    );
    // Every name is one the contract gives (api-schemas.ts), none made up by a tool.
    for (const name of Object.keys(schemas.schemas))
      expect([name, name in NAMED_SCHEMAS]).toEqual([name, true]);
    const text = JSON.stringify(published);
    expect(text.split('"HomePageContent":').length - 1).toBe(1);
    const { responses } = published.components as { responses: Record<string, Json> };
    for (const key of DOCUMENT_KEYS) {
      const path = (published.paths as Record<string, { get: { responses: { 200: Json } } }>)[
        `/api/documents/${key}`
      ];
      // The answer, or the answer it refers to (one several routes give: a shared response).
      const answer = path!.get.responses[200] as { $ref?: string };
      const declared = answer.$ref ? responses[answer.$ref.split('/').pop()!] : answer;
      expect(JSON.stringify(declared)).toMatch(/"schema":\{"\$ref":"#\/components\/schemas\/\w+"/);
    }
  });

  test('refers each operation’s common error answers to one declaration per status', () => {
    const responses = (published.components as Document).responses as Record<string, Json>;
    expect(Object.keys(responses)).toEqual(
      expect.arrayContaining(['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound']),
    );
    const shared = operations(published).filter((operation) =>
      JSON.stringify(operation).includes('"$ref":"#/components/responses/NotFound"'),
    );
    expect(shared.length).toBeGreaterThan(50);
  });

  test('declares the parameters and bodies many operations share once', () => {
    const { parameters, requestBodies } = published.components as Record<string, Document>;
    // Every document's versions are read and restored by `version` in the path.
    expect(parameters!.PathVersion).toMatchObject({ in: 'path', name: 'version', required: true });
    const refers = (to: string) =>
      operations(published).filter((operation) => JSON.stringify(operation).includes(to)).length;
    expect(refers('"$ref":"#/components/parameters/PathVersion"')).toBeGreaterThan(20);
    // A draft's save and a publish name the revision they start from, in one body each.
    expect(Object.keys(requestBodies!)).toEqual(expect.arrayContaining(['RevisionBody']));
    expect(refers('"$ref":"#/components/requestBodies/RevisionBody"')).toBeGreaterThan(20);
  });

  test('is at most 500 kB', () => {
    expect(fs.statSync(path.join(PROJECT, OPENAPI_FILE)).size).toBeLessThanOrEqual(500_000);
  });

  test('is a valid OpenAPI document by Redocly’s linter, which refuses a broken one', async () => {
    const check = (file: string) =>
      promisify(execFile)(process.execPath, ['scripts/check-openapi.mjs', file], { cwd: PROJECT });
    const { stdout } = await check(OPENAPI_FILE);
    expect(stdout).toContain('docs/openapi.json is a valid OpenAPI document');
    const broken = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-openapi-')), 'x.json');
    fs.writeFileSync(
      broken,
      JSON.stringify(published).replace('#/components/schemas/HomePageContent', '#/nowhere'),
    );
    await expect(check(broken)).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining("Can't resolve $ref"),
    });
    fs.rmSync(path.dirname(broken), { recursive: true });
  });
});

describe('withComponents', () => {
  const forms = {
    Link: {
      type: 'object',
      title: 'Link',
      properties: { label: { type: 'string' }, path: { type: 'string' } },
    },
    Note: { type: 'object', properties: { text: { type: 'string' } } },
    Remark: { type: 'object', properties: { text: { type: 'string' } } },
  };
  const link = (title?: string) => ({ ...forms.Link, ...(title ? { title } : {}) });
  const notFound = { description: 'Nothing has this id.' };
  const document = (...schemas: Json[]): Document => ({
    components: { schemas: {} },
    paths: Object.fromEntries(
      schemas.map((schema, i) => [
        `/api/x${i}`,
        {
          get: {
            responses: {
              200: { description: 'OK', content: { 'application/json': { schema } } },
              404: i === 0 ? { description: 'Not this one.' } : notFound,
            },
          },
        },
      ]),
    ),
  });
  const written = (...schemas: Json[]) =>
    JSON.stringify(withComponents(document(...schemas), forms));

  test('refers to a named shape, saying beside the $ref the title it has instead', () => {
    const out = written({ type: 'object', properties: { a: link(), b: link('Button') } }, link());
    expect(out).toContain('"a":{"$ref":"#/components/schemas/Link"}');
    expect(out).toContain('"b":{"$ref":"#/components/schemas/Link","title":"Button"}');
    expect(out).toContain('"schemas":{"Link":{"type":"object","title":"Link"');
  });

  test('writes out a shape two names share, and one that lacks the named shape’s title', () => {
    const { title: _title, ...untitled } = link();
    const out = written(forms.Note, untitled);
    expect(out).not.toContain('#/components/schemas/');
    expect(out).toContain('"schemas":{}');
  });

  test('declares the error answer most operations give, by the name of its status', () => {
    const out = JSON.parse(written(forms.Note, forms.Note, forms.Note)) as Document;
    const paths = out.paths as Record<string, { get: { responses: Record<string, Json> } }>;
    expect(paths['/api/x0']!.get.responses['404']).toEqual({ description: 'Not this one.' });
    expect(paths['/api/x1']!.get.responses['404']).toEqual({
      $ref: '#/components/responses/NotFound',
    });
    expect((out.components as Document).responses).toEqual({ NotFound: notFound });
  });

  test('declares a named shape three operations answer, by its name; not one two do', () => {
    const three = JSON.parse(written(link(), link(), link())) as Document;
    const paths = three.paths as Record<string, { get: { responses: Record<string, Json> } }>;
    expect(paths['/api/x2']!.get.responses['200']).toEqual({
      $ref: '#/components/responses/Link',
    });
    expect((three.components as { responses: Document }).responses.Link).toEqual({
      description: 'OK',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Link' } } },
    });
    const two = JSON.parse(written(link(), link())) as Document;
    expect(JSON.stringify(two.paths)).not.toContain('#/components/responses/Link');
  });

  test('takes each named shape as @fastify/swagger writes it (a const as an enum)', async () => {
    const named = await namedSchemaForms();
    expect(JSON.stringify(named.AnalyticsBatch)).toContain('"enum":["view"]');
    expect(JSON.stringify(named.AnalyticsBatch)).not.toContain('"const"');
  });
});

// Rich text (contract/rich-text.ts, contract/values/content/rich-text.ts): the stored shape allows only
// its nodes and formats, links lead only where a visitor may go, and a body is never huge.

import { Value } from 'typebox/value';
import { fromParagraphs, RichTextField } from '../../contract/rich-text';
import {
  linkProblem,
  plainText,
  RICH_TEXT_LIMITS,
  richTextProblems,
} from '../../contract/values/content/rich-text';

const schema = RichTextField({ title: 'Story' });
const text = (words: string, format?: number) => ({
  type: 'text',
  text: words,
  ...(format === undefined ? {} : { format }),
});
const doc = (...children: unknown[]) => ({ root: { type: 'root', children } });
const para = (...children: unknown[]) => ({ type: 'paragraph', children });
const link = (url: string) => para({ type: 'link', url, children: [text('here')] });
const list = (listType: string, ...items: unknown[][]) => ({
  type: 'list',
  listType,
  children: items.map((children) => ({ type: 'listitem', children })),
});

it('accepts every allowed node and format', () => {
  const value = doc(
    para(text('plain '), text('bold', 1), text('italic', 2), text('code', 16), text('all', 19)),
    { type: 'heading', tag: 'h2', children: [text('Two')] },
    { type: 'heading', tag: 'h3', children: [text('Three')] },
    { type: 'heading', tag: 'h4', children: [text('Four')] },
    { type: 'quote', children: [text('Said'), { type: 'linebreak' }, text('twice')] },
    list(
      'bullet',
      [text('one')],
      [list('number', [text('nested'), list('bullet', [text('deep')])])],
    ),
    link('/pricing'),
    link('https://example.com/a?b=c#d'),
    link('mailto:hello@example.com'),
    link('tel:+44 20 7946 0000'),
  );
  expect(Value.Check(schema, value)).toBe(true);
  expect(richTextProblems({ story: value })).toEqual([]);
});

it.each([
  ['an unknown node', doc({ type: 'image', src: '/x.png' })],
  ['a heading 1', doc({ type: 'heading', tag: 'h1', children: [text('Big')] })],
  ['a heading 5', doc({ type: 'heading', tag: 'h5', children: [text('Small')] })],
  ['a code block', doc({ type: 'code', children: [text('x')] })],
  ['a table', doc({ type: 'table', children: [] })],
  ['a check list', doc(list('check', [text('done')]))],
  ['underline', doc(para(text('under', 8)))],
  ['strikethrough', doc(para(text('struck', 4)))],
  ['highlight', doc(para(text('marked', 128)))],
  ['a style', doc(para({ ...text('red'), style: 'color: red' }))],
  ['HTML in a node', doc({ type: 'html', html: '<script>alert(1)</script>' })],
  ['a field Lexical does not keep', doc({ ...para(text('x')), onclick: 'alert(1)' })],
  ['a link holding a link', doc(para({ type: 'link', url: '/a', children: [link('/b')] }))],
  ['no blocks at all', doc()],
  [
    'lists nested too deep',
    doc(list('bullet', [list('bullet', [list('bullet', [list('bullet', [text('4')])])])])),
  ],
])('refuses %s', (_, value) => {
  expect(Value.Check(schema, value)).toBe(false);
});

it.each([
  ['javascript:alert(1)', 'cannot be used'],
  ['JavaScript:alert(1)', 'cannot be used'],
  [' javascript:alert(1)', 'cannot be used'],
  ['data:text/html,<script>alert(1)</script>', 'cannot be used'],
  ['vbscript:msgbox', 'cannot be used'],
  ['//evil.example/path', 'cannot be used'],
  ['ftp://example.com/file', 'cannot be used'],
  ['/staff/members', 'back office or the API'],
  ['/api/auth/login', 'back office or the API'],
  ['/preview/home?sig=x', 'back office or the API'],
  ['/pricing/../staff', 'not a page of this site'],
  ['/a b', 'not a page of this site'],
])('refuses a link to %s, saying why in words', (url, words) => {
  expect(linkProblem(url)).toContain(words);
  const [problem] = richTextProblems({ studies: [{ challenge: doc(link(url)) }] });
  expect(problem?.path).toEqual(['studies', 0, 'challenge']);
  expect(problem?.message).toContain(words);
});

it('holds a body to its limits: text, parts, blocks, and never empty', () => {
  const long = 'x'.repeat(RICH_TEXT_LIMITS.run);
  const many = doc(...Array.from({ length: 2 }, () => para(text(long))));
  expect(Value.Check(schema, many)).toBe(true);
  expect(richTextProblems(many)[0]?.message).toMatch(/At most 6000 characters/);
  const parts = doc(
    ...Array.from({ length: 100 }, () => para(...Array.from({ length: 6 }, () => text('a')))),
  );
  expect(richTextProblems(parts)[0]?.message).toMatch(/too many parts/);
  const blocks = doc(...Array.from({ length: RICH_TEXT_LIMITS.blocks + 1 }, () => para(text('a'))));
  expect(Value.Check(schema, blocks)).toBe(false);
  expect(Value.Check(schema, doc(para(text('x'.repeat(RICH_TEXT_LIMITS.run + 1)))))).toBe(false);
  expect(richTextProblems(doc(para(text('   ')))).map((p) => p.message)).toEqual(['Fill this in.']);
});

it('reads as plain text: blocks and items on lines of their own, links as their words', () => {
  const value = doc(
    { type: 'heading', tag: 'h2', children: [text('Title')] },
    para(text('Go '), { type: 'link', url: '/pricing', children: [text('to pricing', 1)] }),
    list('bullet', [text('one')], [list('number', [text('two')])]),
  );
  expect(plainText(value)).toBe('Title\n\nGo to pricing\n\none\n\ntwo');
  expect(plainText(fromParagraphs('First.\n\nSecond\nline.'))).toBe('First.\n\nSecond line.');
});

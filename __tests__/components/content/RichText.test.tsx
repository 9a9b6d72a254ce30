// The rich-text renderer (src/components/content/RichText.tsx): every allowed node drawn as its
// element, anything else dropped, a refused link never drawn as a link, and the server's markup
// the same as what the browser hydrates.

import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import type { RichText as Value } from '../../../contract/rich-text';
import { RichText } from '../../../src/components/content/RichText';

const text = (words: string, format?: number) => ({ type: 'text', text: words, format });
const doc = (...children: unknown[]) => ({ root: { type: 'root', children } }) as Value;
const para = (...children: unknown[]) => ({ type: 'paragraph', children });
const link = (url: string, words = 'the link') => ({ type: 'link', url, children: [text(words)] });

const every = doc(
  { type: 'heading', tag: 'h2', children: [text('Two')] },
  { type: 'heading', tag: 'h3', children: [text('Three')] },
  { type: 'heading', tag: 'h4', children: [text('Four')] },
  para(text('plain '), text('bold', 1), text(' '), text('italic', 2), text(' '), text('code', 16)),
  para(text('line'), { type: 'linebreak' }, text('next')),
  { type: 'quote', children: [text('Quoted words')] },
  {
    type: 'list',
    listType: 'bullet',
    children: [
      { type: 'listitem', children: [text('first')] },
      {
        type: 'listitem',
        children: [
          {
            type: 'list',
            listType: 'number',
            children: [{ type: 'listitem', children: [text('nested')] }],
          },
        ],
      },
    ],
  },
  para(link('/pricing', 'our prices'), text(' and '), link('https://example.com', 'theirs')),
);

it('draws every allowed node as its element', () => {
  const { container } = render(<RichText value={every} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Two' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Three' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 4, name: 'Four' })).toBeInTheDocument();
  expect(container.querySelector('strong')).toHaveTextContent('bold');
  expect(container.querySelector('em')).toHaveTextContent('italic');
  expect(container.querySelector('code')).toHaveTextContent('code');
  expect(container.querySelector('br')).not.toBeNull();
  expect(container.querySelector('blockquote')).toHaveTextContent('Quoted words');
  const bullets = container.querySelector('ul') as HTMLElement;
  expect(within(bullets).getAllByRole('listitem')).toHaveLength(3);
  expect(bullets.querySelector('li ol li')).toHaveTextContent('nested');
  const own = screen.getByRole('link', { name: 'our prices' });
  expect(own).toHaveAttribute('href', '/pricing');
  expect(own).not.toHaveAttribute('rel');
  expect(screen.getByRole('link', { name: 'theirs' })).toHaveAttribute('rel', 'noopener');
});

it('drops unknown nodes and formats, never passing them through', () => {
  const { container } = render(
    <RichText
      value={doc(
        { type: 'html', html: '<img src=x onerror=alert(1)>', children: [text('smuggled')] },
        { type: 'heading', tag: 'h1', children: [text('Too big')] },
        { type: 'heading', tag: 'script', children: [text('alert(1)')] },
        para(text('underlined', 8), { type: 'image', src: '/x.png' }),
      )}
    />,
  );
  expect(container.innerHTML).toBe('<p>underlined</p>');
});

it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example', '/staff/members'])(
  'never draws a link to %s as a link: its words only',
  (url) => {
    render(<RichText value={doc(para(link(url, 'click me')))} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('click me')).toBeInTheDocument();
  },
);

it('gives the server and the browser the same markup: hydration changes nothing', () => {
  const html = renderToString(<RichText value={every} />);
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const served = host.innerHTML;
  const errors: unknown[] = [];
  act(() => {
    hydrateRoot(host, <RichText value={every} />, { onRecoverableError: (e) => errors.push(e) });
  });
  expect(errors).toEqual([]);
  expect(host.innerHTML).toBe(served);
  host.remove();
});

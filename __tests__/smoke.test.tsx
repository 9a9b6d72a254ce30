import { render, screen } from '@testing-library/react';
test('jsdom env', async () => {
  render(<p>hi</p>);
  expect(screen.getByText('hi')).toBeInTheDocument();
  expect(typeof fetch).toBe('function');
  new Request('http://localhost/x', { signal: new AbortController().signal });
});

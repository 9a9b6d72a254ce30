// Conditional GETs and content negotiation (server/platform/http-caching.ts), which every answer
// the server builds uses: the site's files and pages, live pages, images and API answers.

import { chooseEncoding, etagMatches } from '../../../server/platform/http-caching';

describe('etagMatches', () => {
  it('matches the tag in a list, weak or strong, and `*`', () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
  });

  it('does not match another tag, or no header', () => {
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
    expect(etagMatches('', '"b"')).toBe(false);
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, as the browser accepts them', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
  });

  it('sends the answer as it is when nothing accepted is at hand', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('br', (coding) => coding === 'gzip')).toBeUndefined();
    expect(chooseEncoding('br, gzip', (coding) => coding === 'gzip')).toBe('gzip');
  });
});

// The stand-in renderer and the helpers of the tests of the forms posted by the browser itself
// (server/site/form-pages.ts): form-pages-contact.test.ts and form-pages-accounts.test.ts. The
// build's renderer is a small stand-in that writes the page's form (its hidden fields) and the
// data it was given, as in live-pages-support.ts (the real one: __tests__/prerender.test.tsx and
// e2e/site/early-input.spec.ts).

import fs from 'node:fs/promises';
import path from 'node:path';
import { call, type TestServer } from '../helpers';

const FORM =
  '<form method="post"><input type="hidden" name="_xsrf"/><input type="hidden" name="token"/></form>';
const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async () => ['company'];
exports.renderDocument = async (route, shell, manifest, { data }) => ({
  status: 200,
  html: shell.replace('</body>', '<main>RENDERED ' + route + ' ' +
    (data.documents ? 'CALL ' + data.documents.company.phone.display : '') + '</main>${FORM}' +
    '<script id="page-data" type="application/json">' + JSON.stringify(data) + '</script></body>'),
});
exports.formRefused = (form, values) =>
  form === 'contact' ? ['fullName', 'email', 'subject', 'message'].some((f) => !values[f])
  : form === 'forgot' ? !(values.email || '').includes('@')
  : !values.password;
`;

/** Writes the stand-in renderer and the three prerendered pages into the server's build. */
export async function writeBuild(root: string) {
  const dist = path.join(root, 'dist');
  await fs.writeFile(path.join(dist, '.site', 'render.cjs'), RENDERER);
  await fs.writeFile(path.join(dist, '.site', 'manifest.json'), '{"entry":{},"chunks":{}}');
  for (const page of ['contact', 'forgot-password', 'reset-password', 'signup', 'login']) {
    await fs.mkdir(path.join(dist, page), { recursive: true });
    const html = `<!doctype html><html><body>PRERENDERED ${page}${FORM}</body></html>`;
    await fs.writeFile(path.join(dist, page, 'index.html'), html);
  }
}

export const hidden = (html: string, name: string) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"/>`).exec(html)?.[1];
export const pageData = (html: string) =>
  JSON.parse(/<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as {
    form: {
      form: string;
      values: Record<string, string>;
      attempted: boolean;
      flash: { text: string } | null;
    };
  };

/** `openForm` on the server `server()` gives (the test file's), unless `on` names another. */
export function formOpener(server: () => TestServer) {
  /** Opens a form page as a browser would: its cookie, and the token its form carries. */
  return async function openForm(pagePath: string, on: TestServer = server()) {
    const page = await call(on, pagePath);
    expect(page.status).toBe(200);
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
    expect(cookie).toBeTruthy();
    expect(hidden(page.text, '_xsrf')).toBe(cookie);
    const post = (fields: Record<string, string>, xsrf = cookie!) =>
      call(on, pagePath.split('?')[0]!, {
        body: new URLSearchParams({ _xsrf: xsrf, ...fields }).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `XSRF-TOKEN=${cookie}`,
        },
      });
    return { page, cookie: cookie!, post };
  };
}

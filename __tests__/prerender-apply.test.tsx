/**
 * @jest-environment node
 */
// An open posting's page as the server renders it (src/prerender.tsx, which server/site/live-pages.ts
// and server/site/apply-page.ts run): its apply form is a real multipart form posting to the page
// itself, with the empty hidden `_xsrf` field the server writes the visitor's token into; and the
// server's answer to a form posted without the app (the refusal with what was typed, or the
// confirmation) is rendered with the form's own words, what was typed escaped.

import { APPLICATION_MESSAGES } from '../contract/values/applications';
import { hiringSeed } from '../contract/documents/hiring/seed';
import { renderDocument } from '../src/prerender';
import { openPosting } from './support/posting';
import { manifest, shell } from './support/structuredData';

/** What the page shows (without the data it carries for the browser). */
const shownOf = (html: string) =>
  html.slice(html.indexOf('<div id="root"'), html.indexOf('<script id="page-data"'));

const render = async (form?: unknown, page = openPosting) =>
  shownOf(
    (
      await renderDocument(`/careers/jobs/${page.slug}`, shell, manifest, {
        data: { posting: page, ...(form ? { form } : {}) } as never,
      })
    ).html,
  );

describe("an open posting's apply form, rendered on the server", () => {
  it('posts itself to the page as multipart, with an empty XSRF field for the server to fill', async () => {
    const html = await render();
    const form = /<form [^>]*>/.exec(html.slice(html.indexOf('<main')))![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/careers/jobs/platform-engineer#apply"');
    expect(form.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(html).toContain('<input type="hidden" name="_xsrf"/>');
    expect(/<input id="apply-consent"[^>]*>/.exec(html)![0]).toContain('value="yes"');
    expect(/<input id="apply-cv"[^>]*>/.exec(html)![0]).toContain('name="cv"');
    // A closed posting has no form, so no field a token would go into.
    expect(await render(undefined, { ...openPosting, open: false })).not.toContain('name="_xsrf"');
  });

  it('shows a refusal with what was typed (escaped), the messages, and the CV to choose again', async () => {
    const html = await render({
      form: 'apply',
      values: {
        fullName: 'Ada <b>Candidate</b>',
        email: 'not an address',
        phone: '',
        portfolioUrl: '',
        githubUrl: '',
        linkedinUrl: '',
        coverLetter: 'I wrote "<script>alert(1)</script>" & more.',
        consent: 'yes',
      },
      attempted: true,
      flash: { kind: 'error', text: APPLICATION_MESSAGES.email },
      field: 'email',
    });
    expect(html).toContain('value="Ada &lt;b&gt;Candidate&lt;/b&gt;"');
    expect(html).toContain('I wrote &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp; more.');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(`role="alert"`);
    expect(html).toContain(`id="apply-email-error"`);
    expect(html.split(APPLICATION_MESSAGES.email).length).toBeGreaterThan(2);
    expect(/<input id="apply-consent"[^>]*>/.exec(html)![0]).toContain('checked=""');
    expect(html).toContain(hiringSeed.form.cvAgain);
    // The CV's own problem is the note asking for it again, not an error of its own.
    expect(html).not.toContain(APPLICATION_MESSAGES.cvMissing);
  });

  it('names a refused CV under its field', async () => {
    const html = await render({
      form: 'apply',
      values: {},
      attempted: true,
      flash: { kind: 'error', text: APPLICATION_MESSAGES.cvType },
      field: 'cv',
    });
    expect(html).toContain(`<span id="apply-cv-error"`);
    expect(html).toContain(hiringSeed.form.cvAgain);
  });

  it("shows the confirmation in the form's own words, the posting's title in them", async () => {
    const html = await render({
      form: 'apply',
      values: {},
      attempted: false,
      flash: { kind: 'success', text: 'Thank you: we received your application.' },
    });
    const sent = hiringSeed.form.sent.replace('{role}', 'Platform Engineer');
    expect(html).toContain(`role="status"`);
    expect(html).toContain(sent);
    expect(html).not.toContain(hiringSeed.form.cvAgain);
  });
});

// The apply form on an open posting's page (docs/product.md §10.17): the rules' messages under
// the fields before anything is sent, the form sent as multipart with the CV, and a refusal that
// keeps what was typed and says to choose the CV again.

import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import { APPLICATION_MESSAGES } from '../../../contract/values/applications';
import { hiringSeed } from '../../../contract/documents/hiring/seed';
import { json, fetchDoubleForEachTest } from '../../support/fetchDouble';
import { openPosting } from '../../support/posting';
import { loggedOut, renderApp } from '../../support/renderApp';

const net = fetchDoubleForEachTest();
const APPLY = '/api/posts/platform-engineer/applications';

async function openForm() {
  net.on('GET', '/api/posts/platform-engineer', () => json(openPosting));
  const { user } = renderApp('/careers/jobs/platform-engineer', { preloadedState: loggedOut });
  const form = await screen.findByRole('region', { name: hiringSeed.form.heading });
  return { user, form };
}

// Node's File (the FormData that fetch sends is Node's too: jest/jsdom-env.js).
const cvFile = () =>
  new NodeFile(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' }) as unknown as File;

async function fill(user: Awaited<ReturnType<typeof openForm>>['user'], form: HTMLElement) {
  await user.type(within(form).getByLabelText(/Full name/), 'Ada Lovelace');
  await user.type(within(form).getByLabelText(/^Email/), 'ada@example.com');
  await user.type(within(form).getByLabelText(/Portfolio/), 'https://ada.example');
  await user.type(within(form).getByLabelText(/Cover letter/), 'I like engines.');
  await user.upload(within(form).getByLabelText(/^CV/), cvFile());
  await user.click(within(form).getByLabelText(/for 90 days after the posting closes/));
}

describe('the apply form', () => {
  it('says what is missing under each field and sends nothing', async () => {
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText(/GitHub/), 'github.com/ada');
    await user.click(within(form).getByRole('button', { name: hiringSeed.form.submit }));
    expect(within(form).getByLabelText(/Full name/)).toHaveAccessibleDescription(
      APPLICATION_MESSAGES.fullName,
    );
    expect(within(form).getByLabelText(/GitHub/)).toHaveAccessibleDescription(
      APPLICATION_MESSAGES.link,
    );
    expect(within(form).getByLabelText(/^CV/)).toHaveAccessibleDescription(
      `${hiringSeed.form.cvHint} ${APPLICATION_MESSAGES.cvMissing}`,
    );
    expect(within(form).getByText(APPLICATION_MESSAGES.consent)).toBeVisible();
    expect(within(form).getByLabelText(/Full name/)).toHaveFocus();
    expect(net.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends the fields and the CV as multipart, then thanks the candidate', async () => {
    net.on('POST', APPLY, () => json({ id: 1, message: 'Thank you' }, 201));
    const { user, form } = await openForm();
    await fill(user, form);
    (Element.prototype.scrollIntoView as jest.Mock).mockClear();
    await user.click(within(form).getByRole('button', { name: hiringSeed.form.submit }));
    const thanks = await within(form).findByRole('status');
    expect(thanks).toHaveTextContent('we received your application for Platform Engineer');
    // Far above the button on a phone: brought into view, and focused for screen readers.
    expect(thanks).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect((Element.prototype.scrollIntoView as jest.Mock).mock.contexts[0]).toBe(thanks);
    const sent = net.requests.find((r) => r.method === 'POST')!;
    const body = await sent.formData();
    expect(body.get('fullName')).toBe('Ada Lovelace');
    expect(body.get('portfolioUrl')).toBe('https://ada.example');
    expect(body.get('consent')).toBe('yes');
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    expect(within(form).getByLabelText(/Full name/)).toHaveValue('');
  });

  it('keeps what was typed when the server refuses the CV, and says to choose it again', async () => {
    net.on('POST', APPLY, () => json({ message: APPLICATION_MESSAGES.cvType, field: 'cv' }, 415));
    const { user, form } = await openForm();
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: hiringSeed.form.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(APPLICATION_MESSAGES.cvType);
    expect(within(form).getByLabelText(/Full name/)).toHaveValue('Ada Lovelace');
    expect(within(form).getByLabelText(/Cover letter/)).toHaveValue('I like engines.');
    expect(within(form).getByLabelText(/^CV/)).toHaveAccessibleDescription(
      `${hiringSeed.form.cvHint} ${hiringSeed.form.cvAgain} ${APPLICATION_MESSAGES.cvType}`,
    );
  });
});

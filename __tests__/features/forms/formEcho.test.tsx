import { screen } from '@testing-library/react';
import { primeStore } from '../../../src/app/pageData';
import { makeStore } from '../../../src/app/store';
import { fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedOut, renderApp, seedDocuments } from '../../support/renderApp';

// A page the server rendered as its answer to a form the browser posted itself
// (server/site/form-pages.ts) carries that answer; the store starts with it and the page shows it:
// what was typed, the inline messages, the server's message. Only the form it answers shows it.

jest.setTimeout(30_000);
fetchDoubleForEachTest();

const answered = () => {
  const store = makeStore(loggedOut);
  // As the server renders the page: with its documents, and the form's answer.
  primeStore(store.dispatch, {
    documents: seedDocuments,
    form: {
      form: 'contact',
      values: { fullName: '', email: 'ada@example.com', subject: 'Hi', message: 'Typed.' },
      attempted: true,
      flash: { kind: 'error', text: 'Too many messages. Try again in 30 seconds.' },
    },
  });
  return store;
};

describe('a form answered by the server', () => {
  it('shows what was typed, the inline messages and the server’s message', async () => {
    renderApp('/contact', { store: answered() });
    expect(await screen.findByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.com');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Typed.');
    expect(screen.getByText('Please enter your full name.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many messages. Try again in 30 seconds.',
    );
  });

  it('is not shown by another form’s page', async () => {
    renderApp('/forgot-password', { store: answered() });
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

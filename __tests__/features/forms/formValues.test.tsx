// The form-state hook of the forms that work before the app attaches (src/features/forms/
// formValues.ts): it starts with what the server's answer kept, takes what was typed into the
// page before the app attached, reads the fields again when the form is sent, and empties them
// once it is.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { FormEcho } from '../../../src/features/forms/formEchoSlice';
import { useFormFields } from '../../../src/features/forms/formValues';

const FIELDS = ['name', 'note'] as const;

/** A form of two fields showing its state, with a way to send it and to clear it. */
function Probe({ echo }: { echo: Pick<FormEcho, 'values' | 'attempted'> | null }) {
  const { ref, values, attempted, change, take, clear } = useFormFields(FIELDS, echo);
  return (
    <form
      ref={ref}
      onSubmit={(event) => {
        event.preventDefault();
        take(event.currentTarget);
      }}
    >
      {FIELDS.map((name) => (
        <input
          key={name}
          aria-label={name}
          name={name}
          value={values[name]}
          onChange={(event) => change(name, event.target.value)}
        />
      ))}
      <output aria-label="state">{JSON.stringify({ values, attempted })}</output>
      <button type="submit">Send</button>
      <button type="button" onClick={clear}>
        Sent
      </button>
    </form>
  );
}

const state = () => JSON.parse(screen.getByRole('status', { name: 'state' }).textContent ?? '');

describe('useFormFields', () => {
  it("starts with the server's answer: its own fields' values, and whether sending was tried", () => {
    render(<Probe echo={{ values: { name: 'Ada', other: 'x' }, attempted: true }} />);
    expect(state()).toEqual({ values: { name: 'Ada', note: '' }, attempted: true });
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('Ada');
  });

  it('starts empty, nothing tried, without an answer', () => {
    render(<Probe echo={null} />);
    expect(state()).toEqual({ values: { name: '', note: '' }, attempted: false });
  });

  it('takes what was typed into the page before the app attached', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe echo={null} />);
    document.body.append(container);
    (container.querySelector('input[name="note"]') as HTMLInputElement).value = 'typed early';
    await act(async () => {
      render(<Probe echo={null} />, { container, hydrate: true });
    });
    expect(state().values).toEqual({ name: '', note: 'typed early' });
    expect(screen.getByRole('textbox', { name: 'note' })).toHaveValue('typed early');
  });

  it('follows typing; on send reads the fields and shows problems; once sent, empties them', async () => {
    const user = userEvent.setup();
    render(<Probe echo={null} />);
    await user.type(screen.getByRole('textbox', { name: 'name' }), 'Grace');
    expect(state()).toEqual({ values: { name: 'Grace', note: '' }, attempted: false });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(state()).toEqual({ values: { name: 'Grace', note: '' }, attempted: true });
    await user.click(screen.getByRole('button', { name: 'Sent' }));
    expect(state()).toEqual({ values: { name: '', note: '' }, attempted: false });
  });
});

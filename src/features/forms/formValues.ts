import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FormEcho } from './formEchoSlice';

// The state of a form that works before the app attaches (and without JavaScript), written once:
// what its fields hold, whether the visitor tried to send it, what the server's answer to a post
// without the app kept (its values, its `attempted`: formEchoSlice.ts, in the store), and what
// was typed before the app started.
//
// What a visitor typed before the app started. The page is painted (and its forms can be filled)
// before its code has run; React then hydrates the markup without touching what the fields hold,
// so a form's state would say "empty" while its fields show text. The form takes what its fields
// hold when it mounts, and reads them again when it is sent (the visitor may press the button
// while the app is still attaching).

/**
 * The current text of the form's named fields (text inputs and text areas; a checkbox: its value
 * when ticked, else '').
 */
function readFields<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Record<Name, string> {
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      values[name] = field.checked ? field.value : '';
    } else {
      values[name] =
        field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
          ? field.value
          : '';
    }
  }
  return values;
}

/**
 * Once, when the form mounts: gives `adopt` what its fields hold when any of them holds text the
 * state does not know of. The fields are left as they are (focus and caret stay).
 */
function useTypedBeforeStart<Name extends string>(
  form: RefObject<HTMLFormElement | null>,
  names: readonly Name[],
  adopt: (values: Record<Name, string>) => void,
): void {
  useEffect(() => {
    if (!form.current) return;
    const values = readFields(form.current, names);
    if (names.some((name) => values[name] !== '')) adopt(values);
    // Once, on mount: what the fields hold from then on goes through their onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The state of a form (`useFormFields`): its fields' text, and whether the visitor tried to send. */
export interface FormFields<Name extends string> {
  /** The form element: read when it mounts (what was typed before the app) and when it is sent. */
  ref: RefObject<HTMLFormElement | null>;
  /** What each field holds. */
  values: Record<Name, string>;
  /** The visitor tried to send: the form shows what is wrong with each field. */
  attempted: boolean;
  /** A field typed into. */
  change: (name: Name, value: string) => void;
  /**
   * The form is being sent: what its fields hold now (the button may have been pressed before the
   * form took what was typed), which become its values; what is wrong shows from then on.
   */
  take: (form: HTMLFormElement) => Record<Name, string>;
  /** Sent: the fields emptied, nothing shown as wrong. */
  clear: () => void;
}

/** Each field's text in `from` ('' for a field it lacks). */
const valuesOf = <Name extends string>(
  names: readonly Name[],
  from: Record<string, string> | undefined,
): Record<Name, string> =>
  Object.fromEntries(names.map((name) => [name, from?.[name] ?? ''])) as Record<Name, string>;

/**
 * A form's state: it starts with what the server's answer kept (`echo`: the values it echoed, by
 * field name, and whether the visitor had tried to send), takes what the fields hold when it
 * mounts if anything was typed before the app started, and reads them again when it is sent.
 */
export function useFormFields<Name extends string>(
  names: readonly Name[],
  echo: Pick<FormEcho, 'values' | 'attempted'> | null | undefined,
): FormFields<Name> {
  const [values, setValues] = useState(() => valuesOf(names, echo?.values));
  const [attempted, setAttempted] = useState(echo?.attempted ?? false);
  const ref = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(ref, names, setValues);
  return {
    ref,
    values,
    attempted,
    change: (name, value) => setValues((current) => ({ ...current, [name]: value })),
    take: (form) => {
      const typed = readFields(form, names);
      setValues(typed);
      setAttempted(true);
      return typed;
    },
    clear: () => {
      setValues(valuesOf(names, undefined));
      setAttempted(false);
    },
  };
}

import { useEffect, type RefObject } from 'react';

// What a visitor typed before the app started. The page is painted (and its forms can be filled)
// before its code has run; React then hydrates the markup without touching what the fields hold,
// so a form's state would say "empty" while its fields show text. The form takes what its fields
// hold when it mounts, and reads them again when it is sent (the visitor may press the button
// while the app is still attaching).

/**
 * The current text of the form's named fields (text inputs and text areas; a checkbox: its value
 * when ticked, else '').
 */
export function readFields<Name extends string>(
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
export function useTypedBeforeStart<Name extends string>(
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

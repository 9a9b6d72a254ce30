import { useRef, type FormEvent } from 'react';
import { errorText } from '../../../api/api';
import { useContactMutation } from '../../../api/contactApi';
import { Button } from '../../forms/Button';
import { FlashMessage } from '../../FlashMessage';
import { HoneypotField } from '../../forms/HoneypotField';
import { TextField } from '../../forms/TextField';
import { PATHS } from '../../../config/paths';
import type { DocumentData } from '../../../api/types';
import { contactForm } from '../../../content/contact';
import { useFormEcho } from '../../../features/forms/formEchoSlice';
import { useFormFields } from '../../../features/forms/formValues';
import { XsrfField } from '../../forms/XsrfField';
import {
  CONTACT_FIELDS,
  toContactMessage,
  validateContact,
  type ContactValues,
} from '../../../features/forms/contactFields';
import styles from './ContactForm.module.css';

const fieldId = (field: string) => `contact-${field}`;

const HONEYPOT = contactForm.honeypot.name;
const FIELD_NAMES = [...CONTACT_FIELDS, HONEYPOT] as const;

/**
 * The contact form. The browser knows the rules (required, type email, lengths); the inline
 * messages say what is wrong once the visitor tries to send, and follow their corrections. What
 * was typed stays until the server confirms the message.
 *
 * It is a real form posting to its own page: before the app runs (or without JavaScript) the
 * browser sends it and the server answers with the page again (server/site/form-pages.ts), whose
 * answer `echo` carries. Once the app runs, it sends the message itself.
 */
export function ContactForm({
  words,
  supportEmail,
}: {
  words: DocumentData<'contact'>['form'];
  supportEmail: string;
}) {
  const echo = useFormEcho('contact');
  const { ref, values, attempted, change, take, clear } = useFormFields(FIELD_NAMES, echo);
  const [send, result] = useContactMutation();
  /** A second click before the first send has re-rendered the button sends nothing. */
  const sending = useRef(false);
  const errors = attempted ? validateContact(values) : {};
  const { fields } = contactForm;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const typed = take(event.currentTarget);
    const current = pick(typed);
    const problems = validateContact(current);
    const firstInvalid = CONTACT_FIELDS.find((field) => problems[field]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    sending.current = true;
    try {
      await send(toContactMessage(current, typed[HONEYPOT])).unwrap();
      clear();
    } catch {
      // The reason shows from the mutation's state; what was typed stays.
    } finally {
      sending.current = false;
    }
  };

  const field = (name: keyof ContactValues) => ({
    id: fieldId(name),
    name,
    label: words[name],
    value: values[name],
    onChange: (value: string) => change(name, value),
    error: errors[name],
    required: true,
    maxLength: fields[name].maxLength,
    autoComplete: fields[name].autoComplete,
  });

  return (
    <section className={styles.formCard} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{words.heading}</h2>
      <p className={styles.note}>{words.note}</p>
      <div aria-live="polite">
        {result.isUninitialized && echo?.flash && (
          <FlashMessage kind={echo.flash.kind} text={echo.flash.text} />
        )}
        {result.isSuccess && (
          <FlashMessage kind="success" text={result.data?.message || contactForm.success} />
        )}
        {result.isError && (
          <FlashMessage
            kind="error"
            text={errorText(result.error) ?? contactForm.failure(supportEmail)}
          />
        )}
      </div>
      {/* noValidate: the inline messages replace the browser's bubbles, which vary by browser. */}
      <form ref={ref} method="post" action={PATHS.contact} onSubmit={submit} noValidate>
        <XsrfField />
        <div className={styles.pair}>
          <TextField {...field('fullName')} />
          <TextField {...field('email')} type="email" />
        </div>
        <TextField {...field('subject')} />
        <TextField {...field('message')} rows={7} />
        <HoneypotField
          id={fieldId(contactForm.honeypot.name)}
          {...contactForm.honeypot}
          value={values[HONEYPOT]}
          onChange={(value) => change(HONEYPOT, value)}
        />
        <Button type="submit" disabled={result.isLoading}>
          {result.isLoading ? contactForm.sending : words.submit}
        </Button>
      </form>
    </section>
  );
}

/** The form's own fields of a set of values (what the server echoed, what the fields hold). */
const pick = (values: Record<string, string> | undefined): ContactValues =>
  Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, values?.[field] ?? '']),
  ) as ContactValues;

import { useRef, useState, type FormEvent } from 'react';
import { errorText, useContactMutation } from '../../api/api';
import { Button } from '../../components/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { TextField } from '../../components/TextField';
import { contactCopy } from '../../content/contact';
import {
  CONTACT_FIELDS,
  emptyContact,
  toContactMessage,
  validateContact,
  type ContactValues,
} from './contactFields';
import styles from './Contact.module.css';

const fieldId = (field: string) => `contact-${field}`;

/**
 * The contact form. The browser knows the rules (required, type email, lengths); the inline
 * messages say what is wrong once the visitor tries to send, and follow their corrections. What
 * was typed stays until the server confirms the message.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [attempted, setAttempted] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const [send, result] = useContactMutation();
  /** A second click before the first send has re-rendered the button sends nothing. */
  const sending = useRef(false);
  const errors = attempted ? validateContact(values) : {};
  const { fields } = contactCopy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setAttempted(true);
    const problems = validateContact(values);
    const firstInvalid = CONTACT_FIELDS.find((field) => problems[field]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    sending.current = true;
    try {
      await send(toContactMessage(values, honeypot)).unwrap();
      setValues(emptyContact);
      setHoneypot('');
      setAttempted(false);
    } catch {
      // The reason shows from the mutation's state; what was typed stays.
    } finally {
      sending.current = false;
    }
  };

  const field = (name: keyof ContactValues) => ({
    id: fieldId(name),
    name,
    label: fields[name].label,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
    required: true,
    maxLength: fields[name].maxLength,
    autoComplete: fields[name].autoComplete,
  });

  return (
    <section className={styles.formCard} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{contactCopy.formTitle}</h2>
      <p className={styles.note}>{contactCopy.formNote}</p>
      <div aria-live="polite">
        {result.isSuccess && (
          <FlashMessage kind="success" text={result.data?.message || contactCopy.success} />
        )}
        {result.isError && (
          <FlashMessage kind="error" text={errorText(result.error) ?? contactCopy.failure} />
        )}
      </div>
      {/* noValidate: the inline messages replace the browser's bubbles, which vary by browser. */}
      <form onSubmit={submit} noValidate>
        <div className={styles.pair}>
          <TextField {...field('fullName')} />
          <TextField {...field('email')} type="email" />
        </div>
        <TextField {...field('subject')} />
        <TextField {...field('message')} rows={7} />
        {/* The honeypot: off screen, out of the tab order and hidden from assistive technology,
            so people never fill it; form-filling bots do, and the server then stores nothing. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={fieldId(contactCopy.honeypot.name)}>{contactCopy.honeypot.label}</label>
          <input
            id={fieldId(contactCopy.honeypot.name)}
            name={contactCopy.honeypot.name}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={result.isLoading}>
          {result.isLoading ? contactCopy.sending : contactCopy.submit}
        </Button>
      </form>
    </section>
  );
}

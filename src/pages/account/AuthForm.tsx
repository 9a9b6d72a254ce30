import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { TextField } from '../../components/forms/TextField';
import { XsrfField } from '../../components/forms/XsrfField';
import type { Credentials } from '../../api/types';
import { credentialsCopy } from '../../content/account';
import type { Flash } from '../../features/auth/authSlice';
import type { FormEcho } from '../../features/forms/formEchoSlice';
import { useFormFields } from '../../features/forms/formValues';
import styles from './AuthForm.module.css';

export interface AuthFormProps {
  title: string;
  lead: string;
  submitLabel: string;
  pendingLabel: string;
  flash: Flash | null;
  pending: boolean;
  passwordAutocomplete: 'current-password' | 'new-password';
  passwordHint?: string;
  onSubmit: (credentials: Credentials) => void;
  /** The page's address, where the browser posts the form itself (before the app, or without). */
  action: string;
  /** The server does the work of such a post (sign-up): it carries the XSRF field. */
  xsrf?: boolean;
  /** The server's answer to such a post: the email it kept (never the password). */
  echo: FormEcho | null;
  /** Above the form (the login page's note, shown only without JavaScript). */
  notice?: ReactNode;
  /** A line under the form (the login page's 'Forgot password?'). */
  aside?: ReactNode;
  footer: ReactNode;
}

const FIELDS = ['email', 'password'] as const;

/**
 * The e-mail and password form of the login and sign-up pages. What was typed stays on error.
 * A real form posting to its own page: the page the server sent works before the app attaches,
 * and without JavaScript (server/site/form-pages.ts); what was typed before the app attached is
 * taken when it mounts, and read again when it is sent.
 */
export function AuthForm(props: AuthFormProps) {
  const { ref, values, change, take } = useFormFields(FIELDS, props.echo);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = take(event.currentTarget);
    if (!props.pending) props.onSubmit(typed);
  };
  return (
    <div className={`container ${styles.wrap}`}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title">{props.title}</h1>
        <p className={styles.lead}>{props.lead}</p>
        <div aria-live="polite">
          {props.flash && <FlashMessage kind={props.flash.kind} text={props.flash.text} />}
        </div>
        {props.notice}
        {/* noValidate: our own messages (and the server's) explain what is wrong. */}
        <form
          ref={ref}
          className={styles.form}
          method="post"
          action={props.action}
          onSubmit={submit}
          noValidate
        >
          {props.xsrf && <XsrfField />}
          <TextField
            id="auth-email"
            name="email"
            label={credentialsCopy.emailLabel}
            type="email"
            autoComplete="email"
            required
            markRequired={false}
            value={values.email}
            onChange={(value) => change('email', value)}
          />
          <TextField
            id="auth-password"
            name="password"
            label={credentialsCopy.passwordLabel}
            type="password"
            autoComplete={props.passwordAutocomplete}
            required
            markRequired={false}
            hint={props.passwordHint}
            hintPlacement="control"
            value={values.password}
            onChange={(value) => change('password', value)}
          />
          <Button type="submit" block disabled={props.pending}>
            {props.pending ? props.pendingLabel : props.submitLabel}
          </Button>
        </form>
        {props.aside && <p className={styles.aside}>{props.aside}</p>}
        <p className={styles.switch}>{props.footer}</p>
      </section>
    </div>
  );
}

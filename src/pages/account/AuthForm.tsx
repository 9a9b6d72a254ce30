import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { TextField } from '../../components/TextField';
import type { Credentials } from '../../api/types';
import { credentialsCopy } from '../../content/account';
import type { Flash } from '../../features/auth/authSlice';
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
  /** A line under the form (the login page's 'Forgot password?'). */
  aside?: ReactNode;
  footer: ReactNode;
}

/** The e-mail and password form of the login and sign-up pages. What was typed stays on error. */
export function AuthForm(props: AuthFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.pending) props.onSubmit({ email, password });
  };
  return (
    <div className={`container ${styles.wrap}`}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title">{props.title}</h1>
        <p className={styles.lead}>{props.lead}</p>
        <div aria-live="polite">
          {props.flash && <FlashMessage kind={props.flash.kind} text={props.flash.text} />}
        </div>
        {/* noValidate: our own messages (and the server's) explain what is wrong. */}
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            id="auth-email"
            name="email"
            label={credentialsCopy.emailLabel}
            type="email"
            autoComplete="email"
            required
            markRequired={false}
            value={email}
            onChange={setEmail}
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
            value={password}
            onChange={setPassword}
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

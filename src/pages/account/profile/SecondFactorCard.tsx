import { useEffect, useState, type FormEvent } from 'react';
import { LIMITS } from '../../../../contract/values/constants';
import { api, errorText } from '../../../api/api';
import { useAppDispatch } from '../../../app/hooks';
import {
  type SecondFactorSetup,
  useConfirmSecondFactorMutation,
  useRemoveSecondFactorMutation,
  useSecondFactorStatusQuery,
  useSetupSecondFactorMutation,
} from '../../../api/secondFactorApi';
import { Button } from '../../../components/forms/Button';
import { FlashMessage } from '../../../components/FlashMessage';
import { LoadingText } from '../../../components/LoadingText';
import { QrCode } from '../../../components/content/QrCode';
import { TextField } from '../../../components/forms/TextField';
import { secondFactorCopy as copy } from '../../../content/accountSecurity';
import styles from '../Profile.module.css';

/** A failed call's reason, or the card's general one. */
const reasonOf = (state: { isError?: boolean; error?: unknown }) =>
  state.isError ? (errorText(state.error) ?? copy.failure) : null;

/** A field that must not be empty when its form is sent; what was typed stays on error. */
function useField() {
  const [value, setValue] = useState('');
  const [attempted, setAttempted] = useState(false);
  return { value, setValue, attempted, setAttempted, missing: attempted && !value.trim() };
}

/** The set-up's and confirmation's states are the card's, kept in the store under these keys. */
const SETUP = { fixedCacheKey: 'second-factor-setup' };
const CONFIRM = { fixedCacheKey: 'second-factor-confirm' };

/** Step 2: the QR code and the key, then a code from the app turns it on. */
function ConfirmStep({ setup }: { setup: SecondFactorSetup }) {
  const code = useField();
  const [confirm, state] = useConfirmSecondFactorMutation(CONFIRM);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    code.setAttempted(true);
    if (code.value.trim() && !state.isLoading) void confirm({ code: code.value.trim() });
  };
  const reason = reasonOf(state);
  return (
    <>
      <p>{copy.scan}</p>
      <div className={styles.qr}>
        <QrCode rows={setup.qr} label={copy.qrLabel} />
      </div>
      <p>
        {copy.keyLabel}: {/* In groups of four, as authenticator apps show and accept it. */}
        <code className={styles.key}>{setup.key.replace(/(.{4})(?=.)/g, '$1 ')}</code>
      </p>
      <div aria-live="polite">{reason && <FlashMessage kind="error" text={reason} />}</div>
      <form onSubmit={submit} noValidate>
        <TextField
          id="second-factor-code"
          name="code"
          label={copy.codeLabel}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={32}
          value={code.value}
          onChange={code.setValue}
          error={code.missing ? copy.codeRequired : null}
        />
        <Button type="submit" disabled={state.isLoading}>
          {state.isLoading ? copy.confirming : copy.confirm}
        </Button>
      </form>
    </>
  );
}

/** Step 3: the recovery codes, shown once. */
function RecoveryCodesShown(props: { message: string; codes: string[]; onDone: () => void }) {
  const { message, codes, onDone } = props;
  return (
    <>
      <FlashMessage kind="success" text={message} />
      <h3>{copy.codesTitle}</h3>
      <ul className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>{copy.done}</Button>
    </>
  );
}

/** Step 1 (the password starts a set-up) or, when it is on, its removal (password and a code). */
function PasswordForm({ enabled }: { enabled: boolean }) {
  const password = useField();
  const code = useField();
  const [setup, setupState] = useSetupSecondFactorMutation(SETUP);
  const [remove, removeState] = useRemoveSecondFactorMutation();
  const busy = setupState.isLoading || removeState.isLoading;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    password.setAttempted(true);
    code.setAttempted(enabled);
    if (!password.value || (enabled && !code.value.trim()) || busy) return;
    if (enabled) void remove({ password: password.value, code: code.value.trim() });
    else void setup({ password: password.value });
  };
  const reason = reasonOf(enabled ? removeState : setupState);
  return (
    <>
      <div aria-live="polite">
        {reason && <FlashMessage kind="error" text={reason} />}
        {removeState.isSuccess && <FlashMessage kind="success" text={removeState.data.message} />}
      </div>
      <form onSubmit={submit} noValidate>
        <TextField
          id="second-factor-password"
          name="current-password"
          label={copy.passwordLabel}
          type="password"
          autoComplete="current-password"
          maxLength={LIMITS.passwordMax}
          value={password.value}
          onChange={password.setValue}
          error={password.missing && !password.value ? copy.passwordRequired : null}
        />
        {enabled && (
          <TextField
            id="second-factor-remove-code"
            name="code"
            label={copy.removeCodeLabel}
            autoComplete="one-time-code"
            maxLength={32}
            value={code.value}
            onChange={code.setValue}
            error={code.missing ? copy.codeRequired : null}
          />
        )}
        <Button type="submit" variant={enabled ? 'secondary' : 'primary'} disabled={busy}>
          {enabled
            ? removeState.isLoading
              ? copy.removing
              : copy.remove
            : setupState.isLoading
              ? copy.starting
              : copy.start}
        </Button>
      </form>
    </>
  );
}

/**
 * The profile's two-step login card, for staff accounts: set up an authenticator app (password,
 * then the QR code and a code from the app, then the recovery codes once), or turn it off
 * (password and a code). The requests' states are in the store (the API slice).
 */
export function SecondFactorCard() {
  const status = useSecondFactorStatusQuery();
  const dispatch = useAppDispatch();
  const [, setupState] = useSetupSecondFactorMutation(SETUP);
  const [, confirmState] = useConfirmSecondFactorMutation(CONFIRM);
  // The key and the recovery codes belong to this visit of the page.
  useEffect(
    () => () => {
      dispatch(api.internalActions.removeMutationResult(SETUP));
      dispatch(api.internalActions.removeMutationResult(CONFIRM));
    },
    [dispatch],
  );
  let body;
  if (confirmState.isSuccess) {
    body = (
      <RecoveryCodesShown
        message={confirmState.data.message}
        codes={confirmState.data.recoveryCodes}
        onDone={() => {
          confirmState.reset();
          setupState.reset();
        }}
      />
    );
  } else if (status.isError) {
    body = <FlashMessage kind="error" text={reasonOf(status) ?? copy.failure} />;
  } else if (!status.data) {
    body = <LoadingText>{copy.loading}</LoadingText>;
  } else if (status.data.enabled) {
    body = (
      <>
        <p>{copy.on}</p>
        <p>{copy.codesLeft(status.data.recoveryCodesLeft)}</p>
        <PasswordForm enabled />
      </>
    );
  } else if (setupState.isSuccess) {
    body = <ConfirmStep setup={setupState.data} />;
  } else {
    body = (
      <>
        <p>{copy.off}</p>
        {status.data.required && <p className={styles.required}>{copy.required}</p>}
        <PasswordForm enabled={false} />
      </>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">{copy.title}</h2>
      {body}
    </section>
  );
}

import { errorText } from '../../../api/api';
import { useResendVerificationMutation } from '../../../api/profileApi';
import { Button } from '../../../components/forms/Button';
import { FlashMessage } from '../../../components/FlashMessage';
import { verificationCopy as copy } from '../../../content/profile';
import styles from '../Profile.module.css';

/** The resend's key in the store's mutations (ProfilePage forgets it when the page is left). */
export const VERIFICATION_RESEND = 'verification-resend';

/**
 * Under the details of an address nobody has verified yet: why to verify, and 'Resend
 * verification email' (the server allows 3 an hour and says so). The request's state is in the
 * store (the API slice, under a fixed key).
 */
export function EmailVerification() {
  const [resend, state] = useResendVerificationMutation({ fixedCacheKey: VERIFICATION_RESEND });
  return (
    <div className={styles.verification}>
      <p>{copy.explain}</p>
      <div aria-live="polite">
        {state.isSuccess && <FlashMessage kind="success" text={state.data.message} />}
        {state.isError && (
          <FlashMessage kind="error" text={errorText(state.error) ?? copy.failure} />
        )}
      </div>
      <Button
        variant="secondary"
        disabled={state.isLoading}
        onClick={() => {
          if (!state.isLoading) void resend();
        }}
      >
        {state.isLoading ? copy.sending : copy.resend}
      </Button>
    </div>
  );
}

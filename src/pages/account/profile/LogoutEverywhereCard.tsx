import { errorText } from '../../../api/api';
import { useLogoutEverywhereMutation } from '../../../api/profileApi';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/forms/Button';
import { FlashMessage } from '../../../components/FlashMessage';
import { logoutEverywhereCopy as copy } from '../../../content/profile';
import { sessionActions } from '../../../features/session/sessionSlice';
import styles from '../Profile.module.css';

/**
 * "Log out everywhere": the server ends every session of the account, this one too; then this tab
 * logs out exactly as the navigation bar's "Log out" does.
 */
export function LogoutEverywhereCard() {
  const dispatch = useAppDispatch();
  const [logoutEverywhere, state] = useLogoutEverywhereMutation();
  const submit = async () => {
    try {
      await logoutEverywhere().unwrap();
      dispatch(sessionActions.loggedOut());
    } catch {
      // The reason shows; the session goes on.
    }
  };
  return (
    <section className={styles.card} aria-labelledby="sessions-title">
      <h2 id="sessions-title">{copy.title}</h2>
      <p>{copy.lead}</p>
      <div aria-live="polite">
        {state.isError && (
          <FlashMessage kind="error" text={errorText(state.error) ?? copy.failure} />
        )}
      </div>
      <Button variant="secondary" disabled={state.isLoading} onClick={() => void submit()}>
        {state.isLoading ? copy.pending : copy.submit}
      </Button>
    </section>
  );
}

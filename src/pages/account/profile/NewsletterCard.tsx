import { useEffect } from 'react';
import { NOT_VERIFIED, PROFILE_WORDING } from '../../../../contract/values/newsletter';
import { api, errorText } from '../../../api/api';
import {
  useMemberNewsletterQuery,
  useSetMemberNewsletterMutation,
} from '../../../api/memberNewsletterApi';
import { useAppDispatch } from '../../../app/hooks';
import { FlashMessage } from '../../../components/FlashMessage';
import { LoadingText } from '../../../components/LoadingText';
import styles from '../Profile.module.css';

const copy = {
  title: 'Newsletter',
  loading: 'Loading your subscription...',
  saving: 'Saving...',
  subscribed: 'Saved: your address receives our new insights.',
  unsubscribed: 'Saved: your address no longer receives our insights.',
  failure: 'That did not work just now. Please try again in a moment.',
} as const;

/** The save's state is the card's, kept in the store under this key. */
const SAVE = 'member-newsletter-save';

/**
 * "Email me new insights" (docs/product.md, "The newsletter"): the member's verified address only;
 * ticked, it is subscribed at once (the address is verified); unticked, it is unsubscribed as the
 * email's link does it. An unverified address is told to verify first, and nothing is asked.
 */
export function NewsletterCard({ verified }: { verified: boolean }) {
  return (
    <section className={styles.card} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{copy.title}</h2>
      {verified ? <Subscription /> : <p>{NOT_VERIFIED}</p>}
    </section>
  );
}

function Subscription() {
  const dispatch = useAppDispatch();
  const { data, error, isError } = useMemberNewsletterQuery();
  const [save, state] = useSetMemberNewsletterMutation({ fixedCacheKey: SAVE });
  // 'Saved' belongs to this visit of the page.
  useEffect(
    () => () => void dispatch(api.internalActions.removeMutationResult({ fixedCacheKey: SAVE })),
    [dispatch],
  );
  if (isError) return <FlashMessage kind="error" text={errorText(error) ?? copy.failure} />;
  if (!data) return <LoadingText>{copy.loading}</LoadingText>;
  let message = null;
  if (state.isLoading) message = <p role="status">{copy.saving}</p>;
  else if (state.isError)
    message = <FlashMessage kind="error" text={errorText(state.error) ?? copy.failure} />;
  else if (state.isSuccess)
    message = (
      <FlashMessage kind="success" text={data.subscribed ? copy.subscribed : copy.unsubscribed} />
    );
  return (
    <>
      <label className={styles.check}>
        <input
          type="checkbox"
          // While saving, the box shows what was asked; then what the server has.
          checked={
            state.isLoading ? (state.originalArgs?.subscribed ?? data.subscribed) : data.subscribed
          }
          disabled={state.isLoading}
          onChange={(event) => void save({ subscribed: event.target.checked })}
        />{' '}
        {PROFILE_WORDING}
      </label>
      <div aria-live="polite">{message}</div>
    </>
  );
}

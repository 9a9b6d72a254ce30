import { lazy, Suspense, useEffect } from 'react';
import { isStaff } from '../../../../contract/values/constants';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { api, errorText, useGetProfileQuery } from '../../../api/api';
import { useUpdateProfileMutation } from '../../../api/profileApi';
import type { Profile, ProfileUpdate } from '../../../api/types';
import { Button } from '../../../components/forms/Button';
import { FlashMessage } from '../../../components/FlashMessage';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/page/PageHeader';
import { profileCopy } from '../../../content/profile';
import { AccountSeo } from '../AccountSeo';
import { selectProfileEditOpen, uiActions } from '../../../features/ui/uiSlice';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EmailVerification, VERIFICATION_RESEND } from './EmailVerification';
import { LogoutEverywhereCard } from './LogoutEverywhereCard';
import { ProfileEditPanel } from './ProfileEditPanel';
import { ProfileFacts, ProfileStats } from './ProfileSections';
import styles from '../Profile.module.css';

// The courses and the member's data: their own chunk, loaded once the profile shows.
const memberSections = () => import(/* webpackChunkName: "account-member" */ './MemberSections');
const CoursesSection = lazy(() => memberSections().then((m) => ({ default: m.CoursesSection })));
const NewsletterCard = lazy(() => memberSections().then((m) => ({ default: m.NewsletterCard })));
const DataRightsSection = lazy(() =>
  memberSections().then((m) => ({ default: m.DataRightsSection })),
);
// Two-step login, which only staff have: its own chunk (with the QR code), which the sign-in
// pages and members never load.
const SecondFactorCard = lazy(() =>
  import(/* webpackChunkName: "account-staff" */ './SecondFactorCard').then((m) => ({
    default: m.SecondFactorCard,
  })),
);

const PANEL_ID = 'profile-edit';
const EDIT_BUTTON_ID = 'profile-edit-button';
/** The profile save's key in the store's mutations. */
const PROFILE_SAVE = 'profile-save';

/** After the panel closes, the keyboard carries on from the button that opened it. */
const focusEditButton = () => document.getElementById(EDIT_BUTTON_ID)?.focus();

/** The details card: the facts, 'Edit profile' and, when open, the edit panel (its state in the store). */
function ProfileDetails({ profile }: { profile: Profile }) {
  const dispatch = useAppDispatch();
  const editOpen = useAppSelector(selectProfileEditOpen);
  // A fixed cache key keeps the save's state in the store (what the visitor sees is replayable).
  const [update, saveState] = useUpdateProfileMutation({ fixedCacheKey: PROFILE_SAVE });

  const close = () => {
    saveState.reset();
    dispatch(uiActions.profileEditClosed());
    focusEditButton();
  };
  const save = async (changes: ProfileUpdate) => {
    try {
      await update(changes).unwrap();
      dispatch(uiActions.profileEditClosed());
      focusEditButton();
    } catch {
      // The panel stays open with what was typed and shows the reason.
    }
  };

  return (
    <section className={styles.card} aria-labelledby="profile-details-title">
      <div className={styles.cardHead}>
        <h2 id="profile-details-title">{profileCopy.detailsTitle}</h2>
        <Button
          id={EDIT_BUTTON_ID}
          variant="secondary"
          aria-expanded={editOpen}
          aria-controls={editOpen ? PANEL_ID : undefined}
          onClick={() => {
            if (editOpen) return;
            saveState.reset();
            dispatch(uiActions.profileEditOpened());
          }}
        >
          {profileCopy.edit}
        </Button>
      </div>
      <div aria-live="polite">
        {saveState.isSuccess && !editOpen && (
          <FlashMessage kind="success" text={profileCopy.saved} />
        )}
      </div>
      {editOpen ? (
        <ProfileEditPanel
          id={PANEL_ID}
          profile={profile}
          saving={saveState.isLoading}
          error={saveState.isError ? (errorText(saveState.error) ?? profileCopy.saveError) : null}
          onSave={(changes) => void save(changes)}
          onCancel={close}
        />
      ) : (
        <ProfileFacts profile={profile} />
      )}
      {!profile.emailVerified && <EmailVerification />}
    </section>
  );
}

export function ProfilePage() {
  const dispatch = useAppDispatch();
  const { data: profile, error, isError, refetch } = useGetProfileQuery();

  // Leaving the page discards unsaved edits.
  useEffect(
    () => () => {
      dispatch(uiActions.profileEditClosed());
      // 'Your profile has been saved.' belongs to this visit of the page.
      dispatch(api.internalActions.removeMutationResult({ fixedCacheKey: PROFILE_SAVE }));
      dispatch(api.internalActions.removeMutationResult({ fixedCacheKey: VERIFICATION_RESEND }));
    },
    [dispatch],
  );

  let body;
  if (profile)
    body = (
      <div className={styles.layout}>
        <ProfileDetails profile={profile} />
        <ProfileStats profile={profile} />
        <Suspense fallback={null}>
          <CoursesSection />
        </Suspense>
        <ChangePasswordForm />
        {isStaff(profile.role) && (
          <Suspense fallback={null}>
            <SecondFactorCard />
          </Suspense>
        )}
        <LogoutEverywhereCard />
        <Suspense fallback={null}>
          <NewsletterCard verified={profile.emailVerified} />
        </Suspense>
        <Suspense fallback={null}>
          <DataRightsSection role={profile.role} />
        </Suspense>
      </div>
    );
  // A session opened with a one-time password may only change it (the server's 403 says so).
  else if (isError && 'status' in error && error.status === 403)
    body = (
      <div className={styles.layout}>
        <FlashMessage kind="error" text={errorText(error) ?? profileCopy.loadError} />
        <ChangePasswordForm oneTime />
      </div>
    );
  else if (isError)
    body = (
      <div className={styles.problem}>
        <FlashMessage kind="error" text={errorText(error) ?? profileCopy.loadError} />
        <Button onClick={() => void refetch()}>{profileCopy.retry}</Button>
      </div>
    );
  else body = <LoadingText>{profileCopy.loading}</LoadingText>;

  return (
    <>
      <AccountSeo page="profile" noIndex />
      <PageHeader
        title={profileCopy.title}
        eyebrow={profileCopy.eyebrow}
        // One line from the start, so nothing moves when the name arrives.
        intro={
          <span className={styles.welcome}>
            {profile ? profileCopy.welcome(profile.name) : profileCopy.welcomeLoading}
          </span>
        }
      />
      <div className={`container ${styles.page}`}>{body}</div>
    </>
  );
}

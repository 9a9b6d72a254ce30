// My author profile (/staff/insights/author, every staff member): how the articles one writes
// name one (name, role, a short biography, a photo from the media library) and the address of
// one's author page on the site; saved with a clear message, a refusal's reason beside its field
// with what was typed kept; beside the form, how the byline looks with what is typed.

import { type FormEvent, useEffect } from 'react';
import type { MyAuthorProfile } from '../../../../contract/api/staff-articles';
import { ARTICLE_LIMITS, authorPath } from '../../../../contract/values/content/articles';
import { errorText } from '../../../api/api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/forms/Button';
import { TextField } from '../../../components/forms/TextField';
import { FlashMessage } from '../../../components/FlashMessage';
import { LoadingText } from '../../../components/LoadingText';
import { Link } from '../../../components/links/Link';
import { STAFF_PATHS } from '../../../config/staffPaths';
import { staffCopy } from '../../../content/staff';
import { useMediaLibraryQuery } from '../../common/mediaApi';
import styles from '../../common/Staff.module.css';
import { MediaLibrary } from '../fields/MediaLibrary';
import content from '../Content.module.css';
import { useMyAuthorProfileQuery, useSaveMyAuthorProfileMutation } from './insightsApi';
import { insightsCopy as copy } from './insightsCopy';
import {
  insightsActions as actions,
  type ProfileField,
  type ProfileForm,
  selectInsights,
} from './insightsSlice';

const REQUIRED: readonly ProfileField[] = ['name', 'slug'];

const formOf = (profile: Omit<MyAuthorProfile, 'id' | 'userId'>): ProfileForm => ({
  name: profile.name,
  role: profile.role,
  bio: profile.bio,
  slug: profile.slug,
  photo: profile.photo ?? '',
});

/** The byline as an article shows it, with what is typed. */
function Byline({ form, photoUrl }: { form: ProfileForm; photoUrl: string | undefined }) {
  return (
    <section className={styles.panel} aria-labelledby="byline-title">
      <h3 id="byline-title">{copy.bylineTitle}</h3>
      <div className={content.byline}>
        {photoUrl && <img src={photoUrl} alt="" width={64} height={64} />}
        <p>
          {copy.bylineBy} <strong>{form.name || '…'}</strong>
          {form.role && <span className={styles.meta}>{form.role}</span>}
        </p>
      </div>
    </section>
  );
}

export function AuthorProfilePage() {
  const dispatch = useAppDispatch();
  const saved = useMyAuthorProfileQuery();
  const {
    profile: form,
    profileErrors: errors,
    profileNotice,
    libraryOpen,
  } = useAppSelector(selectInsights);
  const [save, saving] = useSaveMyAuthorProfileMutation();
  const media = useMediaLibraryQuery().data;
  const photo = form?.photo ? media?.find((item) => item.key === form.photo) : undefined;

  // The saved profile (or, without one, the server's suggestion from the account) starts the form.
  useEffect(() => {
    if (saved.data) dispatch(actions.profileLoaded(formOf(saved.data)));
  }, [saved.data, dispatch]);

  if (!form)
    return saved.error ? (
      <FlashMessage kind="error" text={errorText(saved.error) ?? staffCopy.failed} />
    ) : (
      <LoadingText />
    );
  const typed = (field: ProfileField) => (value: string) =>
    dispatch(actions.profileTyped({ [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      REQUIRED.filter((field) => !form[field].trim()).map((field) => [field, copy.fieldMissing]),
    );
    if (Object.keys(missing).length > 0) {
      dispatch(actions.profileRefused({ errors: missing, message: copy.fixFields }));
      document.getElementById(`author-${Object.keys(missing)[0]}`)?.focus();
      return;
    }
    const answer = await save({
      name: form.name.trim(),
      role: form.role.trim(),
      bio: form.bio.trim(),
      slug: form.slug.trim(),
      photo: form.photo || null,
    });
    if (answer.data) {
      dispatch(actions.profileSaved({ form: formOf(answer.data), message: copy.saved }));
    } else {
      const message = errorText(answer.error) ?? staffCopy.failed;
      const field = (answer.error as { data?: { field?: unknown } }).data?.field;
      const at = REQUIRED.concat(['role', 'bio', 'photo']).find(
        (name) => typeof field === 'string' && field.endsWith(name),
      );
      dispatch(actions.profileRefused({ errors: at ? { [at]: message } : {}, message }));
    }
  };

  return (
    <section aria-labelledby="author-profile-title">
      <p>
        <Link to={STAFF_PATHS.insights}>{copy.allInsights}</Link>
      </p>
      <h2 id="author-profile-title">{copy.profileTitle}</h2>
      <p>{copy.profileIntro}</p>
      <form
        className={styles.panel}
        aria-labelledby="author-profile-title"
        noValidate
        onSubmit={submit}
      >
        <TextField
          id="author-name"
          label={copy.name}
          value={form.name}
          maxLength={ARTICLE_LIMITS.authorName}
          error={errors.name}
          required
          onChange={typed('name')}
        />
        <TextField
          id="author-role"
          label={copy.role}
          hint={copy.roleHint}
          value={form.role}
          maxLength={ARTICLE_LIMITS.authorRole}
          error={errors.role}
          markRequired={false}
          onChange={typed('role')}
        />
        <TextField
          id="author-bio"
          label={copy.bio}
          hint={copy.bioHint(ARTICLE_LIMITS.authorBio)}
          value={form.bio}
          rows={5}
          maxLength={ARTICLE_LIMITS.authorBio}
          error={errors.bio}
          markRequired={false}
          onChange={typed('bio')}
        />
        <TextField
          id="author-slug"
          label={copy.slug}
          hint={copy.slugHint(authorPath(''))}
          value={form.slug}
          maxLength={ARTICLE_LIMITS.authorSlug}
          error={errors.slug}
          required
          onChange={typed('slug')}
        />
        <fieldset className={content.group}>
          <legend>{copy.photo}</legend>
          {photo ? (
            <img
              className={content.preview}
              src={photo.url}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
            />
          ) : (
            <p className={content.hint}>{copy.noPhoto}</p>
          )}
          {errors.photo && <p className={content.error}>{errors.photo}</p>}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              aria-expanded={libraryOpen}
              aria-controls="author-photo-library"
              onClick={() => dispatch(actions.libraryToggled(!libraryOpen))}
            >
              {libraryOpen ? copy.closeLibrary : copy.choosePhoto}
            </Button>
            {form.photo && (
              <Button variant="secondary" onClick={() => typed('photo')('')}>
                {copy.removePhoto}
              </Button>
            )}
          </div>
          {libraryOpen && (
            <MediaLibrary
              id="author-photo-library"
              current={photo?.url}
              onChoose={(image) => {
                const chosen = media?.find((item) => item.url === image.url);
                if (chosen) typed('photo')(chosen.key);
                dispatch(actions.libraryToggled(false));
              }}
            />
          )}
        </fieldset>
        {profileNotice && <FlashMessage kind={profileNotice.kind} text={profileNotice.text} />}
        <div className={styles.actions}>
          <Button type="submit" disabled={saving.isLoading}>
            {copy.save}
          </Button>
        </div>
      </form>
      <Byline form={form} photoUrl={photo?.url} />
    </section>
  );
}

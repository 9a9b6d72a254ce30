import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Profile, ProfileUpdate } from '../../../api/types';
import { Button } from '../../../components/forms/Button';
import { FlashMessage } from '../../../components/FlashMessage';
import { TextField, type TextFieldElement } from '../../../components/forms/TextField';
import { profileCopy } from '../../../content/profile';
import styles from '../Profile.module.css';

export interface ProfileEditPanelProps {
  id: string;
  profile: Profile;
  saving: boolean;
  /** The server's reason when the last save failed; what was typed stays. */
  error: string | null;
  onSave: (changes: ProfileUpdate) => void;
  onCancel: () => void;
}

/** The edit form. Its values start from the profile each time it opens; Cancel throws them away. */
export function ProfileEditPanel({
  id,
  profile,
  saving,
  error,
  onSave,
  onCancel,
}: ProfileEditPanelProps) {
  const [values, setValues] = useState<ProfileUpdate>({
    name: profile.name,
    phone: profile.phone,
    address: profile.address,
  });
  const [attempted, setAttempted] = useState(false);
  const nameRef = useRef<TextFieldElement>(null);
  const { labels, limits } = profileCopy;
  const nameError = attempted && !values.name.trim() ? profileCopy.nameRequired : null;

  useEffect(() => nameRef.current?.focus(), []);

  const set = (field: keyof ProfileUpdate) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!values.name.trim()) {
      nameRef.current?.focus();
      return;
    }
    if (saving) return;
    onSave({
      name: values.name.trim(),
      phone: values.phone.trim(),
      address: values.address.trim(),
    });
  };

  return (
    <form
      id={id}
      className={styles.panel}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) onCancel();
      }}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h3 id={`${id}-title`}>{profileCopy.editTitle}</h3>
      <div aria-live="assertive">{error && <FlashMessage kind="error" text={error} />}</div>
      <TextField
        id={`${id}-name`}
        label={labels.name}
        value={values.name}
        onChange={set('name')}
        error={nameError}
        required
        maxLength={limits.name}
        autoComplete="name"
        inputRef={nameRef}
      />
      <TextField
        id={`${id}-email`}
        label={labels.email}
        value={profile.email}
        type="email"
        readOnly
        hint={profileCopy.emailHint}
      />
      <TextField
        id={`${id}-phone`}
        label={labels.phone}
        value={values.phone}
        onChange={set('phone')}
        type="tel"
        inputMode="tel"
        maxLength={limits.phone}
        autoComplete="tel"
      />
      <TextField
        id={`${id}-address`}
        label={labels.address}
        value={values.address}
        onChange={set('address')}
        maxLength={limits.address}
        autoComplete="street-address"
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={saving}>
          {saving ? profileCopy.saving : profileCopy.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {profileCopy.cancel}
        </Button>
      </div>
    </form>
  );
}

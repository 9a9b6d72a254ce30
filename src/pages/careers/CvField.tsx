import type { Ref } from 'react';
import type { DocumentData } from '../../api/types';
import styles from './Apply.module.css';

// The apply form's CV field (ApplyForm.tsx): a file input the browser owns (no page can fill
// one), its hint, and after a refusal the request to choose the file again.

type Words = DocumentData<'hiring'>['form'];

const ID = 'apply-cv';
const ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function CvField({
  words,
  error,
  cleared,
  inputRef,
  onChoose,
}: {
  words: Words;
  /** What is wrong with the file (none chosen, too large, of another type). */
  error: string | undefined;
  /** A refusal dropped the file chosen: the field asks for it again. */
  cleared: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChoose: (file: File | undefined) => void;
}) {
  const describedBy = [`${ID}-hint`, cleared ? `${ID}-again` : '', error ? `${ID}-error` : ''];
  return (
    <div className={styles.field}>
      <label htmlFor={ID} className={styles.label}>
        {words.cv}
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <span id={`${ID}-hint`} className={styles.hint}>
        {words.cvHint}
      </span>
      <input
        ref={inputRef}
        id={ID}
        name="cv"
        type="file"
        required
        accept={ACCEPT}
        className={styles.file}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.filter(Boolean).join(' ')}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
      {cleared && (
        <span id={`${ID}-again`} className={styles.again}>
          {words.cvAgain}
        </span>
      )}
      {error && (
        <span id={`${ID}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import {
  APPLICATION_FIELDS,
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  type ApplicationField,
  type ApplicationFields,
  applicationProblems,
} from '../../../contract/applications';
import { errorText } from '../../api/api';
import { useApplyMutation } from '../../api/applyApi';
import type { DocumentData, JobPosting } from '../../api/types';
import { Button } from '../../components/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { TextField } from '../../components/TextField';
import { useFill } from '../../features/content/useFill';
import styles from './Apply.module.css';

// The apply form below an open posting (docs/product.md §10.17): the candidate's details, links,
// cover letter, CV and consent to the retention period. The rules are the server's
// (contract/applications.ts: applicationProblems); their messages show under the fields once the
// candidate tries to send, and follow their corrections. What was typed stays after a refusal;
// a refused CV is cleared, and the field says to choose a file again (a browser cannot refill a
// file field).

type Words = DocumentData<'hiring'>['form'];
type TextName = Exclude<ApplicationField, 'consent'>;
type Problems = Partial<Record<ApplicationField | 'cv', string>>;

const id = (name: string) => `apply-${name}`;
const empty: ApplicationFields = {
  fullName: '',
  email: '',
  phone: '',
  portfolioUrl: '',
  githubUrl: '',
  linkedinUrl: '',
  coverLetter: '',
  consent: '',
};

/** The CV's own problem: none chosen, or over the size (its type the server reads). */
const cvProblem = (file: File | undefined): string | undefined =>
  !file
    ? APPLICATION_MESSAGES.cvMissing
    : file.size > APPLICATION_LIMITS.cvBytes
      ? APPLICATION_MESSAGES.cvTooLarge
      : undefined;

export function ApplyForm({ posting, words }: { posting: JobPosting; words: Words }) {
  const fill = useFill();
  const [values, setValues] = useState<ApplicationFields>(empty);
  const [file, setFile] = useState<File | undefined>();
  const [attempted, setAttempted] = useState(false);
  /** What the server refused, by field: shown until that field changes. */
  const [refused, setRefused] = useState<Problems>({});
  const [cvCleared, setCvCleared] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [apply, result] = useApplyMutation();
  const problems: Problems = attempted
    ? { ...applicationProblems(values), cv: cvProblem(file), ...refused }
    : refused;

  const change = (name: ApplicationField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setRefused(({ [name]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (result.isLoading) return;
    setAttempted(true);
    setRefused({});
    const found: Problems = { ...applicationProblems(values), cv: cvProblem(file) };
    const first = [...APPLICATION_FIELDS, 'cv' as const].find((name) => found[name]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    const form = new FormData();
    for (const name of APPLICATION_FIELDS) form.append(name, values[name]);
    form.append('cv', file as File);
    try {
      await apply({ slug: posting.slug, form }).unwrap();
      setValues(empty);
      setFile(undefined);
      setAttempted(false);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      // What was typed stays; the field the server names shows its reason.
      const data = (error as { data?: { field?: string; message?: string } }).data;
      if (data?.field && data.message) setRefused({ [data.field]: data.message });
      if (data?.field === 'cv') {
        setFile(undefined);
        setCvCleared(true);
        if (fileInput.current) fileInput.current.value = '';
      }
    }
  };

  const text = (
    name: TextName,
    label: string,
    more: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      id={id(name)}
      name={name}
      label={label}
      value={values[name]}
      onChange={(value) => change(name, value)}
      error={problems[name]}
      {...more}
    />
  );
  const cvError = problems.cv;
  const cvHints = [`${id('cv')}-hint`, cvCleared ? `${id('cv')}-again` : ''];

  return (
    <section id="apply" className={styles.apply} aria-labelledby="apply-heading">
      <h2 id="apply-heading">{words.heading}</h2>
      <p>{fill(words.intro)}</p>
      <div aria-live="polite">
        {result.isSuccess && (
          <FlashMessage kind="success" text={fill(words.sent, { role: posting.title })} />
        )}
        {result.isError && (
          <FlashMessage kind="error" text={errorText(result.error) ?? fill(words.failed)} />
        )}
        {attempted && !result.isError && Object.values(problems).some(Boolean) && (
          <FlashMessage kind="error" text={words.fixErrors} />
        )}
      </div>
      {/* POST: sent before the app runs, nothing typed goes into an address (no page takes it yet). */}
      <form method="post" onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.pair}>
          {text('fullName', words.fullName, {
            required: true,
            maxLength: APPLICATION_LIMITS.fullName,
            autoComplete: 'name',
          })}
          {text('email', words.email, {
            required: true,
            type: 'email',
            maxLength: APPLICATION_LIMITS.email,
            autoComplete: 'email',
          })}
        </div>
        {text('phone', words.phone, {
          type: 'tel',
          maxLength: APPLICATION_LIMITS.phone,
          autoComplete: 'tel',
        })}
        <fieldset className={styles.links}>
          <legend className="visually-hidden">{words.linksHint}</legend>
          <p className={styles.hint}>{words.linksHint}</p>
          <div className={styles.pair}>
            {text('portfolioUrl', words.portfolioUrl, { maxLength: APPLICATION_LIMITS.link })}
            {text('githubUrl', words.githubUrl, { maxLength: APPLICATION_LIMITS.link })}
          </div>
          {text('linkedinUrl', words.linkedinUrl, { maxLength: APPLICATION_LIMITS.link })}
        </fieldset>
        {text('coverLetter', words.coverLetter, {
          required: true,
          rows: 8,
          maxLength: APPLICATION_LIMITS.coverLetter,
        })}
        <div className={styles.field}>
          <label htmlFor={id('cv')} className={styles.label}>
            {words.cv}
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <span id={`${id('cv')}-hint`} className={styles.hint}>
            {words.cvHint}
          </span>
          <input
            ref={fileInput}
            id={id('cv')}
            name="cv"
            type="file"
            required
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            className={styles.file}
            aria-invalid={cvError ? true : undefined}
            aria-describedby={[...cvHints, cvError ? `${id('cv')}-error` : '']
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              setCvCleared(false);
              setRefused(({ cv: _gone, ...rest }) => rest);
            }}
          />
          {cvCleared && (
            <span id={`${id('cv')}-again`} className={styles.again}>
              {words.cvAgain}
            </span>
          )}
          {cvError && (
            <span id={`${id('cv')}-error`} className={styles.error}>
              {cvError}
            </span>
          )}
        </div>
        <div className={styles.field}>
          <div className={styles.consent}>
            <input
              id={id('consent')}
              name="consent"
              type="checkbox"
              checked={values.consent === 'yes'}
              aria-invalid={problems.consent ? true : undefined}
              aria-describedby={problems.consent ? `${id('consent')}-error` : undefined}
              onChange={(event) => change('consent', event.target.checked ? 'yes' : '')}
            />
            <label htmlFor={id('consent')}>
              {fill(words.consent, { days: String(posting.retentionDays) })}
            </label>
          </div>
          {problems.consent && (
            <span id={`${id('consent')}-error`} className={styles.error}>
              {problems.consent}
            </span>
          )}
        </div>
        <Button type="submit" disabled={result.isLoading}>
          {result.isLoading ? words.sending : words.submit}
        </Button>
      </form>
    </section>
  );
}

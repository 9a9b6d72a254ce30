import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  APPLICATION_FIELDS,
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  type ApplicationField,
  applicationProblems,
} from '../../../contract/values/applications';
import { errorText } from '../../api/api';
import { useApplyMutation } from '../../api/applyApi';
import type { DocumentData, JobPosting } from '../../api/types';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { TextField } from '../../components/forms/TextField';
import { XsrfField } from '../../components/forms/XsrfField';
import { useFill } from '../../features/content/useFill';
import { useFormEcho } from '../../features/forms/formEchoSlice';
import { useFormFields } from '../../features/forms/formValues';
import { CvField } from './CvField';
import styles from './Apply.module.css';

// The apply form below an open posting (docs/product.md §10.17): the candidate's details, links,
// cover letter, CV and consent to the retention period. The rules are the server's
// (contract/values/applications.ts: applicationProblems); their messages show under the fields once the
// candidate tries to send, and follow their corrections. What was typed stays after a refusal;
// a refused CV is cleared, and the field says to choose a file again (a browser cannot refill a
// file field).
//
// Sent by the app, the form is emptied and the confirmation above it is scrolled into view and
// takes focus, so that a candidate at the bottom of a long form on a phone sees it, and a screen
// reader reads it.
//
// It is a real multipart form posting to the posting's own page (`action`): before the app runs,
// or without JavaScript, the browser sends it, CV included, and the server answers with the page
// again (server/site/apply-page.ts), whose answer `echo` carries: the confirmation (shown in this
// document's words, as after the app's own send), or the reason with what was typed, the CV to
// choose again. Once the app runs it sends the form itself, taking what the fields hold (and the
// file chosen) when it mounts and again when it sends.

type Words = DocumentData<'hiring'>['form'];
type TextName = Exclude<ApplicationField, 'consent'>;
type Problems = Partial<Record<ApplicationField | 'cv', string>>;

const id = (name: string) => `apply-${name}`;

/** The CV's own problem: none chosen, or over the size (its type the server reads). */
const cvProblem = (file: File | undefined): string | undefined =>
  !file
    ? APPLICATION_MESSAGES.cvMissing
    : file.size > APPLICATION_LIMITS.cvBytes
      ? APPLICATION_MESSAGES.cvTooLarge
      : undefined;

export function ApplyForm({
  posting,
  words,
  action,
}: {
  posting: JobPosting;
  words: Words;
  /** The posting page's address, where the browser posts the form itself. */
  action: string;
}) {
  const fill = useFill();
  const echo = useFormEcho('apply');
  const { ref, values, attempted, take, clear, ...fields } = useFormFields(
    APPLICATION_FIELDS,
    echo,
  );
  const [file, setFile] = useState<File | undefined>();
  /** What the server refused, by field: shown until that field changes. */
  const [refused, setRefused] = useState<Problems>(() =>
    echo?.field && echo.flash ? { [echo.field]: echo.flash.text } : {},
  );
  // A refused post without the app: the browser did not keep the file chosen.
  const [cvCleared, setCvCleared] = useState(echo?.flash?.kind === 'error');
  const fileInput = useRef<HTMLInputElement>(null);
  /** A second press before the first send has re-rendered the button sends nothing. */
  const sending = useRef(false);
  const [apply, result] = useApplyMutation();
  /** The confirmation, once sent: far above the button on a phone, so it is brought to the eye. */
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const element = confirmation.current;
    if (!result.isSuccess || !element) return;
    element.scrollIntoView({ block: 'center' });
    // Focus moves to it (a screen reader reads it), the page not scrolled again.
    element.focus({ preventScroll: true });
  }, [result.isSuccess]);
  useEffect(() => {
    // A file chosen before the app attached stays chosen: the form takes it.
    const chosen = fileInput.current?.files?.[0];
    if (chosen) {
      setFile(chosen);
      setCvCleared(false);
    }
  }, []);
  const problems: Problems = attempted
    ? {
        ...applicationProblems(values),
        cv: cvCleared && !file ? undefined : cvProblem(file),
        ...refused,
      }
    : refused;
  const sent = fill(words.sent, { role: posting.title });
  /** The server's answer to the form posted without the app, until the app sends it. */
  const echoed = result.isUninitialized ? echo?.flash : undefined;

  const change = (name: ApplicationField, value: string) => {
    fields.change(name, value);
    setRefused(({ [name]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const current = take(event.currentTarget);
    const chosen = fileInput.current?.files?.[0];
    setFile(chosen);
    setRefused({});
    setCvCleared(false);
    const found: Problems = { ...applicationProblems(current), cv: cvProblem(chosen) };
    const first = [...APPLICATION_FIELDS, 'cv' as const].find((name) => found[name]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    const body = new FormData();
    for (const name of APPLICATION_FIELDS) body.append(name, current[name]);
    body.append('cv', chosen as File);
    sending.current = true;
    try {
      await apply({ slug: posting.slug, form: body }).unwrap();
      clear();
      setFile(undefined);
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
    } finally {
      sending.current = false;
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

  return (
    <section id="apply" className={styles.apply} aria-labelledby="apply-heading">
      <h2 id="apply-heading">{words.heading}</h2>
      <p>{fill(words.intro)}</p>
      <div aria-live="polite">
        {echoed && (
          <FlashMessage kind={echoed.kind} text={echoed.kind === 'success' ? sent : echoed.text} />
        )}
        {result.isSuccess && <FlashMessage kind="success" text={sent} ref={confirmation} />}
        {result.isError && (
          <FlashMessage kind="error" text={errorText(result.error) ?? fill(words.failed)} />
        )}
        {attempted && !result.isError && !echoed && Object.values(problems).some(Boolean) && (
          <FlashMessage kind="error" text={words.fixErrors} />
        )}
      </div>
      {/* noValidate: the inline messages replace the browser's bubbles, which vary by browser. */}
      <form
        ref={ref}
        method="post"
        action={action}
        encType="multipart/form-data"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <XsrfField />
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
        <CvField
          words={words}
          error={problems.cv}
          cleared={cvCleared}
          inputRef={fileInput}
          onChoose={(chosen) => {
            setFile(chosen);
            setCvCleared(false);
            setRefused(({ cv: _gone, ...rest }) => rest);
          }}
        />
        <div className={styles.field}>
          <div className={styles.consent}>
            <input
              id={id('consent')}
              name="consent"
              type="checkbox"
              value="yes"
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

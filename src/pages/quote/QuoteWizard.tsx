import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorText } from '../../api/api';
import { useSendQuoteMutation } from '../../api/quoteApi';
import type { DocumentData } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { HoneypotField } from '../../components/forms/HoneypotField';
import { XsrfField } from '../../components/forms/XsrfField';
import { PATHS } from '../../config/paths';
import { quoteForm } from '../../content/quote';
import {
  LAST_STEP,
  QUOTE_FIELDS,
  QUOTE_STEPS,
  STEP_FIELDS,
  stepProblems,
  toQuoteRequest,
} from '../../features/quote/quoteFields';
import { quoteActions, selectQuoteErrors, selectQuoteView } from '../../features/quote/quoteSlice';
import { quoteFieldId } from './quoteIds';
import { QuoteStepFields } from './QuoteStepFields';
import styles from './Quote.module.css';

type Words = DocumentData<'quote'>;
type Plans = DocumentData<'pricing'>['plans'];

/**
 * The step shown, as a form of its own posting to /quote with every other answer in hidden fields
 * (server/site/form-pages.ts answers it without the app). With the app, Next and Back change the
 * store, and Send sends the request to the API; focus moves to the step's heading, which says
 * "Step 2 of 5", or to the first field with a message.
 */
export function QuoteWizard({
  words,
  plans,
  supportEmail,
  flash,
}: {
  words: Words;
  plans: Plans;
  supportEmail: string;
  /** The server's reason for refusing the request it was posted (without the app). */
  flash: string | null;
}) {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectQuoteView);
  const errors = useAppSelector(selectQuoteErrors);
  const [send, result] = useSendQuoteMutation();
  const [honeypot, setHoneypot] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  /** Next or Back was pressed: the step it leads to takes the focus (not a restored one). */
  const moved = useRef(false);
  const { step, answers } = view;
  const stepName = QUOTE_STEPS[step] ?? 'review';

  // A new step: its heading takes the focus, and a screen reader reads "Step 3 of 5: Scope".
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [step]);

  const focusFirstProblem = () => {
    const problems = stepProblems(step, answers);
    const field = STEP_FIELDS[stepName].find((name) => problems[name]);
    const control =
      field &&
      (document.getElementById(quoteFieldId(field)) ??
        document.querySelector<HTMLInputElement>(`input[name="${field}"]:not([type="hidden"])`));
    if (control) control.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < LAST_STEP) {
      const problems = Object.keys(stepProblems(step, answers)).length > 0;
      moved.current = !problems;
      dispatch(quoteActions.quoteStepSubmitted());
      if (problems) focusFirstProblem();
      return;
    }
    if (result.isLoading) return;
    try {
      const answer = await send(toQuoteRequest(answers, honeypot)).unwrap();
      setHoneypot('');
      dispatch(quoteActions.quoteSent(answer));
    } catch {
      // The reason shows from the mutation's state; every answer stays.
    }
  };

  const hidden = QUOTE_FIELDS.filter((field) => !STEP_FIELDS[stepName].includes(field));
  const title = words[stepName].heading;
  return (
    <section className={styles.wizard} aria-labelledby="quote-step-title">
      <h2 id="quote-step-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        <span className={styles.progress}>
          {`${words.progress.step} ${step + 1} ${words.progress.of} ${QUOTE_STEPS.length}:`}
        </span>{' '}
        {title}
      </h2>
      <ol className={styles.dots} aria-hidden="true">
        {QUOTE_STEPS.map((name, i) => (
          <li key={name} className={i <= step ? styles.dotDone : undefined} />
        ))}
      </ol>
      <div aria-live="polite">
        {step === LAST_STEP && result.isUninitialized && flash && (
          <FlashMessage kind="error" text={flash} />
        )}
        {step === LAST_STEP && result.isError && (
          <FlashMessage
            kind="error"
            text={errorText(result.error) ?? quoteForm.failure(supportEmail)}
          />
        )}
      </div>
      {/* noValidate: the messages beside the fields replace the browser's bubbles. */}
      <form method="post" action={PATHS.quote} onSubmit={submit} noValidate>
        <XsrfField />
        <input type="hidden" name="step" value={step} />
        {hidden.map((field) => (
          <input key={field} type="hidden" name={field} value={answers[field]} />
        ))}
        <QuoteStepFields
          step={stepName}
          words={words}
          plans={plans}
          answers={answers}
          errors={errors}
          onAnswer={(field, value) => dispatch(quoteActions.quoteAnswered({ field, value }))}
        />
        {step === LAST_STEP && (
          <HoneypotField
            id={quoteFieldId(quoteForm.honeypot.name)}
            {...quoteForm.honeypot}
            value={honeypot}
            onChange={setHoneypot}
          />
        )}
        {/* Next (or Send) first: Enter in a field presses the form's first button. */}
        <div className={styles.actions}>
          <Button
            type="submit"
            name="go"
            value={step === LAST_STEP ? 'send' : 'next'}
            disabled={result.isLoading}
          >
            {step < LAST_STEP
              ? words.buttons.next
              : result.isLoading
                ? words.buttons.sending
                : words.buttons.send}
          </Button>
          {step > 0 && (
            <Button
              type="submit"
              name="go"
              value="back"
              variant="secondary"
              onClick={(event) => {
                event.preventDefault();
                moved.current = true;
                dispatch(quoteActions.quoteStepBack());
              }}
            >
              {words.buttons.back}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

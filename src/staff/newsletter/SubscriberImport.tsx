// The import: a CSV file, optionally the consent source everyone in it gave (then nobody is asked
// to confirm; it is kept as their consent record), and the server's report: how many were
// imported, how many confirmation emails went, and each refused line with its number and reason.
// The form's fields, its problem and the report are in the store; the file's text stays with the
// form until it is sent.

import { type FormEvent, useState } from 'react';
import { errorText } from '../../api/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { TextField } from '../../components/forms/TextField';
import { FlashMessage } from '../../components/FlashMessage';
import { staffCopy } from '../../content/staff';
import styles from '../common/Staff.module.css';
import own from './Subscribers.module.css';
import { useImportSubscribersMutation } from './subscribersApi';
import { subscribersCopy as copy } from './subscribersCopy';
import { selectSubscribers, subscribersActions as actions } from './subscribersSlice';

/** The chosen file's text (FileReader: what every browser has). */
const textOf = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

function ImportReport() {
  const { report } = useAppSelector(selectSubscribers);
  if (!report) return null;
  return (
    <section aria-labelledby="import-report-title" className={styles.panel}>
      <h3 id="import-report-title">{copy.reportTitle}</h3>
      <p role="status">
        {copy.imported(report.imported)}{' '}
        {report.confirmationsSent > 0 && copy.confirmations(report.confirmationsSent)}
      </p>
      {report.refused.length > 0 && (
        <table className={own.report}>
          <caption>{copy.refusedTitle(report.refused.length)}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.line}</th>
              <th scope="col">{copy.address}</th>
              <th scope="col">{copy.reason}</th>
            </tr>
          </thead>
          <tbody>
            {report.refused.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>{row.email}</td>
                <td>{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function SubscriberImport() {
  const dispatch = useAppDispatch();
  const { importForm, importProblem } = useAppSelector(selectSubscribers);
  const [text, setText] = useState('');
  const [send, sending] = useImportSubscribersMutation();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const consentSource = importForm.consentSource.trim();
    if (!text || !importForm.fileName) return void dispatch(actions.importRefused(copy.noFile));
    if (importForm.statesConsent && !consentSource)
      return void dispatch(actions.importRefused(copy.noSource));
    const answer = await send({
      csv: text,
      ...(importForm.statesConsent ? { consentSource } : {}),
    });
    if ('data' in answer && answer.data) {
      setText('');
      form.reset();
      dispatch(actions.imported(answer.data));
    } else if ('error' in answer)
      dispatch(actions.importRefused(errorText(answer.error) ?? staffCopy.failed));
  };
  return (
    <div>
      <form
        className={styles.panel}
        aria-labelledby="import-title"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <h3 id="import-title">{copy.importTitle}</h3>
        <p className={styles.meta}>{copy.importHint}</p>
        <label className={styles.selectField}>
          {copy.file}
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              const file = event.target.files?.[0];
              dispatch(actions.importTyped({ fileName: file?.name ?? '' }));
              setText('');
              if (file) void textOf(file).then(setText);
            }}
          />
        </label>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={importForm.statesConsent}
            aria-describedby="import-consent-hint"
            onChange={(event) =>
              dispatch(actions.importTyped({ statesConsent: event.target.checked }))
            }
          />
          {copy.statesConsent}
        </label>
        <span id="import-consent-hint" className={`${styles.meta} ${styles.checkboxHint}`}>
          {copy.statesConsentHint}
        </span>
        {importForm.statesConsent && (
          <TextField
            id="import-consent-source"
            label={copy.consentSource}
            hint={copy.consentSourceHint}
            value={importForm.consentSource}
            maxLength={300}
            required
            onChange={(consentSource) => dispatch(actions.importTyped({ consentSource }))}
          />
        )}
        <div aria-live="polite">
          {importProblem && <FlashMessage kind="error" text={importProblem} />}
        </div>
        <Button type="submit" disabled={sending.isLoading}>
          {sending.isLoading ? copy.sending : copy.send}
        </Button>
      </form>
      <ImportReport />
    </div>
  );
}

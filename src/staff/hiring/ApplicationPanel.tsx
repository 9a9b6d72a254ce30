// One application, beside the list (ApplicationsPage.tsx): the candidate's fields, the CV's
// download, the stage and the rating, notes, and the emails and data rights
// (ApplicationActions.tsx). Every change is audited by the server; its history is listed last.

import { useState } from 'react';
import { APPLICATION_STAGES, type ApplicationStage } from '../../../contract/values/applications';
import { errorText } from '../../api/api';
import {
  useAddApplicationNoteMutation,
  useApplicationQuery,
  useChangeApplicationMutation,
  useDownloadCvMutation,
} from './hiringApi';
import type { ApplicationDetail } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { TextField } from '../../components/forms/TextField';
import { staffCopy } from '../../content/staff';
import { hiringCopy } from './hiringCopy';
import { hiringActions } from './hiringSlice';
import { formatDateTime } from '../../lib/dates';
import { mailtoHref } from '../../lib/mailto';
import { FilterSelect } from '../common/FilterSelect';
import styles from '../common/Staff.module.css';
import own from './Hiring.module.css';
import { ApplicationActions } from './ApplicationActions';
import { SavedFile } from '../common/SavedFile';

/** The CV: asked for (audited) when clicked, then saved by the browser under its safe name. */
function CvDownload({ application }: { application: ApplicationDetail }) {
  const [download, answer] = useDownloadCvMutation();
  const file = answer.data;
  return (
    <>
      <Button variant="secondary" onClick={() => void download(application.id)}>
        {hiringCopy.downloadCv(application.cv.name)}
      </Button>
      <SavedFile file={file} />
      {answer.isError && (
        <FlashMessage kind="error" text={errorText(answer.error) ?? staffCopy.failed} />
      )}
    </>
  );
}

function Notes({ application }: { application: ApplicationDetail }) {
  const [body, setBody] = useState('');
  const [add, answer] = useAddApplicationNoteMutation();
  return (
    <section className={own.section} aria-labelledby="application-notes">
      <h3 id="application-notes">{hiringCopy.notes}</h3>
      {application.notes.length === 0 && <p className={styles.meta}>{hiringCopy.noNotes}</p>}
      <ul className={styles.list}>
        {application.notes.map((n) => (
          <li key={n.id} className={styles.row}>
            <div className={styles.rowMain}>
              <p className={styles.messageText}>{n.body}</p>
              <p className={styles.meta}>{`${n.authorEmail} · ${formatDateTime(n.createdAt)}`}</p>
            </div>
          </li>
        ))}
      </ul>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!body.trim()) return;
          void add({ id: application.id, body })
            .unwrap()
            .then(() => setBody(''));
        }}
      >
        <TextField
          id="application-note"
          label={hiringCopy.addNote}
          value={body}
          onChange={setBody}
          rows={3}
          maxLength={2000}
        />
        <Button type="submit" variant="secondary" disabled={answer.isLoading || !body.trim()}>
          {hiringCopy.saveNote}
        </Button>
        {answer.isError && (
          <FlashMessage kind="error" text={errorText(answer.error) ?? staffCopy.failed} />
        )}
      </form>
    </section>
  );
}

export function ApplicationPanel({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const { data: a, isLoading, isError } = useApplicationQuery(id);
  const [change, changed] = useChangeApplicationMutation();
  if (isLoading) return <LoadingText>{hiringCopy.loading}</LoadingText>;
  if (isError || !a) return <FlashMessage kind="error" text={staffCopy.failed} />;
  const links = [a.portfolioUrl, a.githubUrl, a.linkedinUrl].filter(Boolean);
  return (
    <article className={styles.panel} aria-labelledby="application-title">
      <div className={styles.actions}>
        <h2 id="application-title">{a.fullName}</h2>
        <Button variant="secondary" onClick={() => dispatch(hiringActions.applicationClosed())}>
          {hiringCopy.close}
        </Button>
      </div>
      <dl className={own.facts}>
        <dt>{hiringCopy.email}</dt>
        <dd>
          <a href={mailtoHref(a.email)}>{a.email}</a>
        </dd>
        {a.phone && (
          <>
            <dt>{hiringCopy.phone}</dt>
            <dd>{a.phone}</dd>
          </>
        )}
        {links.length > 0 && (
          <>
            <dt>{hiringCopy.links}</dt>
            <dd>
              {links.map((href) => (
                <a key={href} href={href} rel="noopener noreferrer nofollow" target="_blank">
                  {href}
                </a>
              ))}
            </dd>
          </>
        )}
        <dt>{hiringCopy.received}</dt>
        <dd>{formatDateTime(a.createdAt)}</dd>
      </dl>
      <h3>{hiringCopy.coverLetter}</h3>
      <p className={styles.messageText}>{a.coverLetter}</p>
      <h3>{hiringCopy.cv}</h3>
      <CvDownload application={a} />
      <p className={styles.meta}>{hiringCopy.kept(a.retentionDays)}</p>
      <div className={styles.toolbar}>
        <FilterSelect<ApplicationStage>
          label={hiringCopy.moveTo}
          value={a.stage}
          options={APPLICATION_STAGES.map((s) => ({ value: s, label: hiringCopy.stageLabel(s) }))}
          onChange={(stage) => void change({ id: a.id, change: { stage } })}
        />
        <FilterSelect
          label={hiringCopy.rating}
          value={a.rating === null ? '' : String(a.rating)}
          options={[
            { value: '', label: hiringCopy.noRating },
            ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: hiringCopy.ratingOf(n) })),
          ]}
          onChange={(r) => void change({ id: a.id, change: { rating: r ? Number(r) : null } })}
        />
      </div>
      {changed.isError && (
        <FlashMessage kind="error" text={errorText(changed.error) ?? staffCopy.failed} />
      )}
      <Notes application={a} />
      <ApplicationActions application={a} />
      <h3>{hiringCopy.history}</h3>
      {a.history.length === 0 ? (
        <p className={styles.meta}>{hiringCopy.noHistory}</p>
      ) : (
        <ul className={styles.list}>
          {a.history.map((h) => (
            <li key={h.id}>
              {hiringCopy.historyLine(h)}
              <span className={styles.meta}>{` · ${formatDateTime(h.at)}`}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

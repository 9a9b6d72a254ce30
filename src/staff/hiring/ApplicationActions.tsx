// An application's emails and the candidate's data rights (ApplicationPanel.tsx): the interview
// invitation and the rejection, each previewed (the `hiring` document's words filled in by the
// server) before it is queued in the outbox; the export of the candidate's data (JSON, the CV in
// base64) and its deletion on request, after a confirmation. The server audits each.

import { Link } from '../../components/links/Link';
import { APPLICATION_EMAILS } from '../../../contract/values/applications';
import { errorText } from '../../api/api';
import {
  useDeleteApplicationMutation,
  useEmailPreviewQuery,
  useExportApplicationMutation,
  useSendApplicationEmailMutation,
} from './hiringApi';
import type { ApplicationDetail } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { documentPath } from '../../config/staffPaths';
import { staffCopy } from '../../content/staff';
import { hiringCopy } from './hiringCopy';
import { hiringActions, selectHiring } from './hiringSlice';
import styles from '../common/Staff.module.css';
import own from './Hiring.module.css';
import { SavedFile } from '../common/SavedFile';

function EmailPreview({ application }: { application: ApplicationDetail }) {
  const dispatch = useAppDispatch();
  const { preview } = useAppSelector(selectHiring);
  const template = preview ?? 'interview';
  const text = useEmailPreviewQuery({ id: application.id, template }, { skip: !preview });
  const [send, sent] = useSendApplicationEmailMutation();
  return (
    <>
      <div className={styles.actions}>
        {APPLICATION_EMAILS.map((t) => (
          <Button
            key={t}
            variant="secondary"
            aria-pressed={preview === t}
            onClick={() => dispatch(hiringActions.emailPreviewed(t))}
          >
            {hiringCopy.templates[t]}
          </Button>
        ))}
        <Link to={documentPath('hiring')}>{hiringCopy.editTemplates}</Link>
      </div>
      {preview && text.data && (
        <section className={own.emailPreview} aria-labelledby="email-preview">
          <h4 id="email-preview">{hiringCopy.preview(hiringCopy.templates[preview])}</h4>
          <p className={styles.meta}>{text.data.to}</p>
          <p>
            <strong>{text.data.subject}</strong>
          </p>
          <p className={styles.messageText}>{text.data.body}</p>
          <div className={styles.actions}>
            <Button
              disabled={sent.isLoading}
              onClick={() =>
                void send({ id: application.id, template })
                  .unwrap()
                  .then(() => dispatch(hiringActions.emailPreviewed(null)))
              }
            >
              {hiringCopy.send}
            </Button>
            <Button
              variant="secondary"
              onClick={() => dispatch(hiringActions.emailPreviewed(null))}
            >
              {hiringCopy.cancel}
            </Button>
          </div>
        </section>
      )}
      <div aria-live="polite">
        {sent.isSuccess && <FlashMessage kind="success" text={hiringCopy.sent(sent.data.to)} />}
        {sent.isError && (
          <FlashMessage kind="error" text={errorText(sent.error) ?? staffCopy.failed} />
        )}
      </div>
    </>
  );
}

function DataRights({ application }: { application: ApplicationDetail }) {
  const dispatch = useAppDispatch();
  const { confirmingDelete } = useAppSelector(selectHiring);
  const [exportData, exported] = useExportApplicationMutation();
  const [remove, removed] = useDeleteApplicationMutation();
  const file = exported.data;
  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void exportData(application.id)}>
          {hiringCopy.export}
        </Button>
        {confirmingDelete ? (
          <>
            <Button
              disabled={removed.isLoading}
              onClick={() =>
                void remove(application.id)
                  .unwrap()
                  .then(() => dispatch(hiringActions.applicationDeleted()))
              }
            >
              {hiringCopy.confirmDelete}
            </Button>
            <Button variant="secondary" onClick={() => dispatch(hiringActions.deleteAsked(false))}>
              {hiringCopy.cancel}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => dispatch(hiringActions.deleteAsked(true))}>
            {hiringCopy.delete}
          </Button>
        )}
      </div>
      <SavedFile file={file} />
      {(exported.isError || removed.isError) && (
        <FlashMessage
          kind="error"
          text={errorText(exported.error ?? removed.error) ?? staffCopy.failed}
        />
      )}
    </>
  );
}

export function ApplicationActions({ application }: { application: ApplicationDetail }) {
  return (
    <>
      <section className={own.section} aria-labelledby="application-emails">
        <h3 id="application-emails">{hiringCopy.emails}</h3>
        <EmailPreview application={application} />
      </section>
      <section className={own.section} aria-labelledby="application-data">
        <h3 id="application-data">{hiringCopy.dataRights}</h3>
        <DataRights application={application} />
      </section>
    </>
  );
}

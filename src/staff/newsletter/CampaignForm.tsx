// A campaign's form: its subject, what it sends (a published article, or a note written in the
// rich text editor, loaded on demand), who receives it (everyone, or one topic's subscribers),
// and what can be done with it. Each action saves the draft first; a refusal is shown at its
// field, with what was typed kept. "Preview as email" shows the server's email (its HTML in a
// sandboxed frame that runs no script, and its text); "Send a test to me"; "Schedule" at a time
// of the admin's time zone; "Send now" asks once more, naming how many people receive it.

import { lazy, Suspense, useCallback } from 'react';
import { CAMPAIGN_MESSAGES, CAMPAIGN_SUBJECT_MAX } from '../../../contract/values/campaigns';
import { plainText } from '../../../contract/values/content/rich-text';
import { errorText } from '../../api/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { TextField } from '../../components/forms/TextField';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { staffCopy } from '../../content/staff';
import { formatDateTime } from '../../lib/dates';
import styles from '../common/Staff.module.css';
// The editor's styles load with the form, so that its chunk is script only (as the content's).
import '../common/richtext/RichText.module.css';
import own from './Campaigns.module.css';
import { useCampaignChoices } from './campaignChoices';
import {
  useCampaignPreviewQuery,
  useChangeCampaignMutation,
  useCreateCampaignMutation,
  useScheduleCampaignMutation,
  useSendCampaignMutation,
  useTestCampaignMutation,
} from './campaignsApi';
import { campaignsCopy as copy } from './campaignsCopy';
import {
  type CampaignField,
  campaignsActions as actions,
  inputOf,
  selectCampaigns,
} from './campaignsSlice';
import { useSubscriberAudienceQuery } from './subscribersApi';

const RichTextEditor = lazy(() => import('../common/richtext/RichTextEditor'));

/** The field a refusal is about: the server's `field` when it names one, else by its words. */
const fieldOf = (error: unknown): CampaignField => {
  const data = (error as { data?: { field?: unknown; message?: unknown } } | undefined)?.data;
  const named = typeof data?.field === 'string' ? data.field : '';
  const message = typeof data?.message === 'string' ? data.message : '';
  for (const field of ['subject', 'source', 'audience', 'at'] as const)
    if (named === field || named.startsWith(`${field}.`)) return field;
  if (/^(the )?subject\b/i.test(message)) return 'subject';
  if (message === CAMPAIGN_MESSAGES.past) return 'at';
  if (message === CAMPAIGN_MESSAGES.noArticle) return 'source';
  return 'form';
};

/** The admin's time zone, as the browser knows it ("Europe/London"). */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className={own.error}>
      {text}
    </p>
  ) : null;
}

function Preview({ id, subject }: { id: number; subject: string }) {
  const dispatch = useAppDispatch();
  const { data, error, isFetching } = useCampaignPreviewQuery(id, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <section className={own.preview} aria-labelledby="campaign-preview-title">
      <h3 id="campaign-preview-title">{copy.previewTitle}</h3>
      {isFetching && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? staffCopy.failed} />}
      {data && !isFetching && (
        <>
          <p className={styles.meta}>
            {copy.subject}: {data.subject}
          </p>
          {/* No script runs in it: sandbox without allow-scripts, the email's own markup only. */}
          <iframe
            className={own.frame}
            title={copy.previewHtml(subject)}
            sandbox=""
            srcDoc={data.html}
          />
          <h4>{copy.previewText}</h4>
          <pre className={own.text}>{data.text}</pre>
        </>
      )}
      <Button variant="secondary" onClick={() => dispatch(actions.previewToggled(false))}>
        {copy.previewClose}
      </Button>
    </section>
  );
}

/** "Send it now to 1,234 people?": the count of the audience, or null while it is not known. */
function useAudienceSize(asking: boolean, topic: string | undefined): number | null {
  const { data, isFetching } = useSubscriberAudienceQuery(
    { topic },
    { skip: !asking, refetchOnMountOrArgChange: true },
  );
  return data && !isFetching ? data.confirmed : null;
}

export function CampaignForm() {
  const dispatch = useAppDispatch();
  const { draft, editing, dirty, problems, scheduleAt, preview, linkDialog, askingSend } =
    useAppSelector(selectCampaigns);
  const choices = useCampaignChoices();
  const people = useAudienceSize(askingSend, draft.everyone ? undefined : draft.topic);
  const [create, creating] = useCreateCampaignMutation();
  const [change, changing] = useChangeCampaignMutation();
  const [test, testing] = useTestCampaignMutation();
  const [schedule, scheduling] = useScheduleCampaignMutation();
  const [send, sending] = useSendCampaignMutation();
  const busy =
    creating.isLoading ||
    changing.isLoading ||
    testing.isLoading ||
    scheduling.isLoading ||
    sending.isLoading;
  const onLinkDialog = useCallback(
    (open: boolean) => dispatch(actions.linkDialogToggled(open)),
    [dispatch],
  );
  const onNote = useCallback(
    (note: unknown) => dispatch(actions.draftChanged({ note })),
    [dispatch],
  );

  const refuse = (error: unknown) =>
    dispatch(actions.refused({ [fieldOf(error)]: errorText(error) ?? staffCopy.failed }));

  /** The form's own checks, as the server's: each problem at its field. */
  const checked = (): boolean => {
    const found: Partial<Record<CampaignField, string>> = {};
    if (!draft.subject.trim()) found.subject = copy.noSubject;
    if (draft.kind === 'article' && draft.articleId === null) found.source = copy.noArticle;
    if (draft.kind === 'note' && !plainText(draft.note).trim()) found.source = copy.noNote;
    if (!draft.everyone && !draft.topic) found.audience = copy.noTopic;
    if (Object.keys(found).length > 0) dispatch(actions.refused(found));
    return Object.keys(found).length === 0;
  };

  /** Saves the draft when the server lacks it; the campaign's id, or null when refused. */
  const saved = async (announce = false): Promise<number | null> => {
    if (!checked()) return null;
    if (editing !== 'new' && editing !== null && !dirty) {
      if (announce)
        dispatch(
          actions.draftSaved({ id: editing, notice: { kind: 'success', text: copy.saved } }),
        );
      return editing;
    }
    const input = inputOf(draft);
    const answer =
      editing === 'new' || editing === null
        ? await create(input)
        : await change({ id: editing, input });
    if (answer.error) {
      refuse(answer.error);
      return null;
    }
    const notice = announce ? ({ kind: 'success', text: copy.saved } as const) : undefined;
    dispatch(actions.draftSaved({ id: answer.data.id, notice }));
    return answer.data.id;
  };

  const withSaved = (then: (id: number) => Promise<void>) => async () => {
    const id = await saved();
    if (id !== null) await then(id);
  };

  const openPreview = withSaved(async () => {
    dispatch(actions.previewToggled(true));
  });
  const sendTest = withSaved(async (id) => {
    const answer = await test(id);
    if (answer.error) refuse(answer.error);
    else {
      const text = answer.data.message || copy.testSent;
      dispatch(actions.announced({ notice: { kind: 'success', text } }));
    }
  });
  const scheduleIt = withSaved(async (id) => {
    const at = scheduleAt ? new Date(scheduleAt) : null;
    if (!at || Number.isNaN(at.getTime())) {
      dispatch(actions.refused({ at: copy.noTime }));
      return;
    }
    const answer = await schedule({ id, at: at.toISOString() });
    if (answer.error) refuse(answer.error);
    else {
      const text = copy.scheduled(formatDateTime(at.toISOString()));
      dispatch(actions.announced({ notice: { kind: 'success', text }, done: true }));
    }
  });
  const askSend = withSaved(async () => {
    dispatch(actions.sendAsked(true));
  });
  const sendNow = async () => {
    if (typeof editing !== 'number') return;
    const answer = await send(editing);
    if (answer.error) refuse(answer.error);
    else {
      const text = copy.sending(draft.subject.trim());
      dispatch(actions.announced({ notice: { kind: 'success', text }, done: true }));
    }
  };

  const topicName = choices.topics.find((topic) => topic.slug === draft.topic)?.name ?? draft.topic;
  const audience = copy.audienceOf(draft.everyone ? null : topicName);
  const described = (id: string, problem: string | undefined, hint?: string) =>
    [hint, problem ? id : ''].filter(Boolean).join(' ') || undefined;

  return (
    <section className={own.form} aria-labelledby="campaign-form-title">
      <h3 id="campaign-form-title">{editing === 'new' ? copy.formNew : copy.formEdit}</h3>
      <TextField
        id="campaign-subject"
        label={copy.subject}
        hint={copy.subjectHint}
        value={draft.subject}
        maxLength={CAMPAIGN_SUBJECT_MAX}
        error={problems.subject}
        onChange={(subject) => dispatch(actions.draftChanged({ subject }))}
      />

      <fieldset
        className={own.fieldset}
        aria-describedby={described('campaign-source-error', problems.source)}
      >
        <legend>{copy.what}</legend>
        <label className={styles.checkbox}>
          <input
            type="radio"
            name="campaign-kind"
            checked={draft.kind === 'article'}
            onChange={() => dispatch(actions.draftChanged({ kind: 'article' }))}
          />
          {copy.article}
        </label>
        <label className={styles.checkbox}>
          <input
            type="radio"
            name="campaign-kind"
            checked={draft.kind === 'note'}
            onChange={() => dispatch(actions.draftChanged({ kind: 'note' }))}
          />
          {copy.note}
        </label>
        {draft.kind === 'article' &&
          (choices.articles.length === 0 && !choices.loading ? (
            <p>{copy.noArticles}</p>
          ) : (
            <label className={styles.selectField}>
              {copy.articleLabel}
              <select
                className={styles.select}
                value={draft.articleId ?? ''}
                aria-invalid={problems.source ? true : undefined}
                aria-describedby={described('campaign-source-error', problems.source)}
                onChange={(e) =>
                  dispatch(
                    actions.draftChanged({
                      articleId: e.target.value ? Number(e.target.value) : null,
                    }),
                  )
                }
              >
                <option value="">{copy.chooseArticle}</option>
                {choices.articles.map((article) => (
                  <option key={article.id} value={article.id}>
                    {article.title}
                  </option>
                ))}
              </select>
            </label>
          ))}
        {draft.kind === 'note' && (
          <div className={own.note}>
            <span id="campaign-note-label" className={own.label}>
              {copy.noteLabel}
            </span>
            <span id="campaign-note-hint" className={own.hint}>
              {copy.noteHint}
            </span>
            <Suspense fallback={<p className={own.hint}>{copy.loadingEditor}</p>}>
              <RichTextEditor
                id="campaign-note"
                labelId="campaign-note-label"
                describedBy={described(
                  'campaign-source-error',
                  problems.source,
                  'campaign-note-hint',
                )}
                invalid={Boolean(problems.source)}
                value={draft.note}
                onChange={onNote}
                linkOpen={linkDialog}
                onLinkDialog={onLinkDialog}
                linkChoices={[]}
              />
            </Suspense>
          </div>
        )}
        <Problem id="campaign-source-error" text={problems.source} />
      </fieldset>

      <fieldset
        className={own.fieldset}
        aria-describedby={described('campaign-audience-error', problems.audience)}
      >
        <legend>{copy.audience}</legend>
        <label className={styles.checkbox}>
          <input
            type="radio"
            name="campaign-audience"
            checked={draft.everyone}
            onChange={() => dispatch(actions.draftChanged({ everyone: true }))}
          />
          {copy.audienceAll}
        </label>
        <label className={styles.checkbox}>
          <input
            type="radio"
            name="campaign-audience"
            checked={!draft.everyone}
            onChange={() => dispatch(actions.draftChanged({ everyone: false }))}
          />
          {copy.audienceTopic}
        </label>
        {!draft.everyone &&
          (choices.topics.length === 0 && !choices.loading ? (
            <p>{copy.noTopics}</p>
          ) : (
            <label className={styles.selectField}>
              {copy.topicLabel}
              <span className={own.hint}>{copy.topicHint}</span>
              <select
                className={styles.select}
                value={draft.topic}
                aria-invalid={problems.audience ? true : undefined}
                aria-describedby={described('campaign-audience-error', problems.audience)}
                onChange={(e) => dispatch(actions.draftChanged({ topic: e.target.value }))}
              >
                <option value="">{copy.chooseTopic}</option>
                {choices.topics.map((topic) => (
                  <option key={topic.slug} value={topic.slug}>
                    {topic.name}
                  </option>
                ))}
              </select>
            </label>
          ))}
        <Problem id="campaign-audience-error" text={problems.audience} />
      </fieldset>

      {problems.form && <FlashMessage kind="error" text={problems.form} />}

      <div className={own.buttons}>
        <Button disabled={busy} onClick={() => void saved(true)}>
          {creating.isLoading || changing.isLoading ? copy.saving : copy.save}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void openPreview()}>
          {copy.previewButton}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void sendTest()}>
          {copy.testButton}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(actions.formClosed())}>
          {copy.close}
        </Button>
      </div>

      {preview && typeof editing === 'number' && <Preview id={editing} subject={draft.subject} />}

      <div className={own.schedule}>
        <TextField
          id="campaign-at"
          type="datetime-local"
          label={copy.scheduleAt}
          hint={copy.scheduleHint(timeZone())}
          value={scheduleAt}
          markRequired={false}
          error={problems.at}
          onChange={(at) => dispatch(actions.scheduleTyped(at))}
        />
        <Button variant="secondary" disabled={busy} onClick={() => void scheduleIt()}>
          {copy.scheduleButton}
        </Button>
      </div>

      <div className={own.send}>
        {askingSend ? (
          <div className={styles.prompt} role="alert">
            <p>{copy.askSend(people, audience)}</p>
            <Button disabled={busy} onClick={() => void sendNow()}>
              {copy.confirmSend}
            </Button>
            <Button variant="secondary" onClick={() => dispatch(actions.sendAsked(false))}>
              {copy.keep}
            </Button>
          </div>
        ) : (
          <Button disabled={busy} onClick={() => void askSend()}>
            {copy.sendNow}
          </Button>
        )}
      </div>
    </section>
  );
}

// Campaigns (/staff/newsletter/campaigns, admins only): the campaigns, newest first, each with its
// audience, status, time and counts (sent, failed, bounced, unsubscribed: asked again every few
// seconds while one is sending); a new campaign or a draft's change in the form
// (CampaignForm.tsx); cancelling a scheduled one (a draft again) or a sending one, deleting a
// draft or a cancelled one.

import type { CampaignSummary } from '../../../contract/api/campaigns';
import { errorText } from '../../api/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { staffCopy } from '../../content/staff';
import { formatDateTime } from '../../lib/dates';
import { Pager } from '../common/Pager';
import styles from '../common/Staff.module.css';
import own from './Subscribers.module.css';
import { CampaignForm } from './CampaignForm';
import {
  useCampaignsQuery,
  useCancelCampaignMutation,
  useDeleteCampaignMutation,
  useLazyCampaignQuery,
} from './campaignsApi';
import { campaignsCopy as copy } from './campaignsCopy';
import { campaignsActions as actions, selectCampaigns } from './campaignsSlice';

/** How often the list is asked again while a campaign is sending. */
export const SENDING_POLL_MS = 5000;

const audienceOf = (campaign: Pick<CampaignSummary, 'audience'>) =>
  'topic' in campaign.audience ? copy.topicAudience(campaign.audience.topic) : copy.everyone;

const whenOf = (c: CampaignSummary) =>
  c.status === 'scheduled' && c.scheduledAt
    ? copy.scheduledFor(formatDateTime(c.scheduledAt))
    : c.status === 'sending' && c.startedAt
      ? copy.startedAt(formatDateTime(c.startedAt))
      : c.finishedAt
        ? copy.sentAt(formatDateTime(c.finishedAt))
        : copy.createdAt(formatDateTime(c.createdAt));

function Counts({ campaign }: { campaign: CampaignSummary }) {
  const keys = ['sent', 'failed', 'bounced', 'unsubscribed'] as const;
  return (
    <dl className={own.counts} aria-label={copy.countsLabel(campaign.subject)}>
      {keys.map((key) => (
        <div key={key}>
          <dt>{copy.counts[key]}</dt>
          <dd>{campaign.counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

function CampaignRow({ campaign }: { campaign: CampaignSummary }) {
  const dispatch = useAppDispatch();
  const [open, opening] = useLazyCampaignQuery();
  const [cancel, cancelling] = useCancelCampaignMutation();
  const [remove, removing] = useDeleteCampaignMutation();
  const { id, subject, status } = campaign;
  const failed = (error: unknown) =>
    dispatch(
      actions.announced({ notice: { kind: 'error', text: errorText(error) ?? staffCopy.failed } }),
    );
  const edit = async () => {
    const answer = await open(id);
    if (answer.data) dispatch(actions.campaignOpened(answer.data));
    else failed(answer.error);
  };
  const act = async (run: () => Promise<{ error?: unknown }>, done: string) => {
    const answer = await run();
    if ('error' in answer) failed(answer.error);
    else dispatch(actions.announced({ notice: { kind: 'success', text: done } }));
  };
  const titleId = `campaign-${id}`;
  return (
    <li className={styles.row} aria-labelledby={titleId}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle} id={titleId}>
          {subject} <span className={styles.badge}>{copy.statuses[status]}</span>
        </p>
        <p className={styles.meta}>
          {audienceOf(campaign)} · {whenOf(campaign)}
        </p>
        {status !== 'draft' && <Counts campaign={campaign} />}
      </div>
      <div className={styles.actions}>
        {(status === 'draft' || status === 'scheduled') && (
          <Button variant="secondary" disabled={opening.isFetching} onClick={() => void edit()}>
            {copy.edit}
            <span className="visually-hidden"> {subject}</span>
          </Button>
        )}
        {(status === 'scheduled' || status === 'sending') && (
          <Button
            variant="secondary"
            disabled={cancelling.isLoading}
            onClick={() =>
              void act(
                () => cancel(id),
                status === 'scheduled' ? copy.unscheduled(subject) : copy.cancelled(subject),
              )
            }
          >
            {copy.cancel}
            <span className="visually-hidden"> {subject}</span>
          </Button>
        )}
        {(status === 'draft' || status === 'cancelled') && (
          <Button
            variant="secondary"
            disabled={removing.isLoading}
            onClick={() => void act(() => remove(id), copy.removed(subject))}
          >
            {copy.remove}
            <span className="visually-hidden"> {subject}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

export function CampaignsPage() {
  const dispatch = useAppDispatch();
  const { trail, editing, notice } = useAppSelector(selectCampaigns);
  const args = { cursor: trail.at(-1) };
  const seen = useCampaignsQuery(args);
  const sending = seen.data?.items.some((c) => c.status === 'sending') ?? false;
  // Asked again while a campaign is sending, so its counts move on screen.
  const { data, error, isLoading } = useCampaignsQuery(args, {
    pollingInterval: sending ? SENDING_POLL_MS : 0,
  });
  return (
    <section aria-labelledby="campaigns-title">
      <h2 id="campaigns-title">{copy.title}</h2>
      <p>{copy.intro}</p>
      <div aria-live="polite">
        {notice && <FlashMessage kind={notice.kind} text={notice.text} />}
      </div>
      {editing === null ? (
        <Button onClick={() => dispatch(actions.newCampaignOpened())}>{copy.newCampaign}</Button>
      ) : (
        <CampaignForm />
      )}
      {isLoading && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? staffCopy.failed} />}
      {data && data.items.length === 0 && <p>{copy.empty}</p>}
      {data && data.items.length > 0 && (
        <>
          <ul className={styles.list} aria-label={copy.listLabel}>
            {data.items.map((campaign) => (
              <CampaignRow key={campaign.id} campaign={campaign} />
            ))}
          </ul>
          <Pager
            trail={trail}
            page={data}
            onPage={(cursor) => dispatch(actions.campaignsPaged(cursor))}
          />
        </>
      )}
    </section>
  );
}

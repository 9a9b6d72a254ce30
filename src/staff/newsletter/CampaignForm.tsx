// A campaign's form: its subject, what it sends (CampaignSource.tsx), who receives it
// (CampaignAudience.tsx), and what can be done with it (useCampaignActions.ts). Each action saves
// the draft first; a refusal is shown at its field, with what was typed kept. "Preview as email"
// shows the server's email (CampaignPreview.tsx); "Send a test to me"; "Schedule" at a time of
// the admin's time zone; "Send now" asks once more, naming how many people receive it.

import { CAMPAIGN_SUBJECT_MAX } from '../../../contract/values/campaigns';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { TextField } from '../../components/forms/TextField';
import { FlashMessage } from '../../components/FlashMessage';
import styles from '../common/Staff.module.css';
import own from './Campaigns.module.css';
import { CampaignAudience } from './CampaignAudience';
import { useCampaignChoices } from './campaignChoices';
import { CampaignPreview } from './CampaignPreview';
import { CampaignSource } from './CampaignSource';
import { campaignsCopy as copy } from './campaignsCopy';
import { campaignsActions as actions, selectCampaigns } from './campaignsSlice';
import { useSubscriberAudienceQuery } from './subscribersApi';
import { useCampaignActions } from './useCampaignActions';

/** The admin's time zone, as the browser knows it ("Europe/London"). */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

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
  const { draft, editing, problems, scheduleAt, preview, askingSend } =
    useAppSelector(selectCampaigns);
  const choices = useCampaignChoices();
  const people = useAudienceSize(askingSend, draft.everyone ? undefined : draft.topic);
  const act = useCampaignActions();
  const { busy } = act;

  const topicName = choices.topics.find((topic) => topic.slug === draft.topic)?.name ?? draft.topic;
  const audience = copy.audienceOf(draft.everyone ? null : topicName);

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
      <CampaignSource choices={choices} />
      <CampaignAudience choices={choices} />

      {problems.form && <FlashMessage kind="error" text={problems.form} />}

      <div className={own.buttons}>
        <Button disabled={busy} onClick={() => void act.save()}>
          {act.saving ? copy.saving : copy.save}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void act.openPreview()}>
          {copy.previewButton}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void act.sendTest()}>
          {copy.testButton}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(actions.formClosed())}>
          {copy.close}
        </Button>
      </div>

      {preview && typeof editing === 'number' && (
        <CampaignPreview id={editing} subject={draft.subject} />
      )}

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
        <Button variant="secondary" disabled={busy} onClick={() => void act.schedule()}>
          {copy.scheduleButton}
        </Button>
      </div>

      <div className={own.send}>
        {askingSend ? (
          <div className={styles.prompt} role="alert">
            <p>{copy.askSend(people, audience)}</p>
            <Button disabled={busy} onClick={() => void act.sendNow()}>
              {copy.confirmSend}
            </Button>
            <Button variant="secondary" onClick={() => dispatch(actions.sendAsked(false))}>
              {copy.keep}
            </Button>
          </div>
        ) : (
          <Button disabled={busy} onClick={() => void act.askSend()}>
            {copy.sendNow}
          </Button>
        )}
      </div>
    </section>
  );
}

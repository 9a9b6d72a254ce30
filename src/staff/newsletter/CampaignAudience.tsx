// Who receives a campaign (CampaignForm.tsx): everyone confirmed, or the subscribers of one topic.

import { useAppDispatch, useAppSelector } from '../../app/hooks';
import styles from '../common/Staff.module.css';
import own from './Campaigns.module.css';
import type { CampaignChoices } from './campaignChoices';
import { campaignsCopy as copy } from './campaignsCopy';
import { campaignsActions as actions, selectCampaigns } from './campaignsSlice';
import { CampaignProblem, describedBy } from './CampaignProblem';

export function CampaignAudience({ choices }: { choices: CampaignChoices }) {
  const dispatch = useAppDispatch();
  const { draft, problems } = useAppSelector(selectCampaigns);
  const described = describedBy('campaign-audience-error', problems.audience);

  return (
    <fieldset className={own.fieldset} aria-describedby={described}>
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
              aria-describedby={described}
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
      <CampaignProblem id="campaign-audience-error" text={problems.audience} />
    </fieldset>
  );
}

// What can be done with a campaign from its form (CampaignForm.tsx). Each action saves the draft
// first; a refusal is shown at its field, with what was typed kept. "Preview as email"; "Send a
// test to me"; "Schedule" at a time of the admin's time zone; "Send now" once asked once more.

import { CAMPAIGN_MESSAGES } from '../../../contract/values/campaigns';
import { plainText } from '../../../contract/values/content/rich-text';
import { errorText } from '../../api/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { staffCopy } from '../../content/staff';
import { formatDateTime } from '../../lib/dates';
import {
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

export function useCampaignActions() {
  const dispatch = useAppDispatch();
  const { draft, editing, dirty, scheduleAt } = useAppSelector(selectCampaigns);
  const [create, creating] = useCreateCampaignMutation();
  const [change, changing] = useChangeCampaignMutation();
  const [test, testing] = useTestCampaignMutation();
  const [schedule, scheduling] = useScheduleCampaignMutation();
  const [send, sending] = useSendCampaignMutation();
  const saving = creating.isLoading || changing.isLoading;
  const busy = saving || testing.isLoading || scheduling.isLoading || sending.isLoading;

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

  return {
    busy,
    saving,
    save: () => saved(true),
    openPreview: withSaved(async () => {
      dispatch(actions.previewToggled(true));
    }),
    sendTest: withSaved(async (id) => {
      const answer = await test(id);
      if (answer.error) refuse(answer.error);
      else {
        const text = answer.data.message || copy.testSent;
        dispatch(actions.announced({ notice: { kind: 'success', text } }));
      }
    }),
    schedule: withSaved(async (id) => {
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
    }),
    askSend: withSaved(async () => {
      dispatch(actions.sendAsked(true));
    }),
    sendNow: async () => {
      if (typeof editing !== 'number') return;
      const answer = await send(editing);
      if (answer.error) refuse(answer.error);
      else {
        const text = copy.sending(draft.subject.trim());
        dispatch(actions.announced({ notice: { kind: 'success', text }, done: true }));
      }
    },
  };
}

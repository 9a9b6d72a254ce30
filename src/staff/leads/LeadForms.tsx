// What staff change on a lead, in its panel: the stage (a reason when lost), the owner (an
// administrator, or nobody) and the next follow-up date, each saved on its own; and the notes,
// with a field to add one. What is typed stays in the field until it is saved, and after a
// refusal; each outcome is announced by the page (leadsSlice's announcement).

import { useState } from 'react';
import {
  LEAD_LIMITS,
  LEAD_STAGES,
  LEAD_STAGE_LABELS,
  type LeadStage,
} from '../../../contract/values/leads';
import { errorText } from '../../api/api';
import { useAddLeadNoteMutation, useChangeLeadMutation, useLeadOwnersQuery } from './leadsApi';
import type { LeadChange, LeadDetail } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { TextField } from '../../components/forms/TextField';
import { staffCopy } from '../../content/staff';
import { leadsCopy } from './leadsCopy';
import { leadsActions } from './leadsSlice';
import { formatDateTime } from '../../lib/dates';
import { FilterSelect } from '../common/FilterSelect';
import styles from './LeadDrawer.module.css';

/** Sends a change and announces what came of it; true when it was saved. */
function useSave(id: number) {
  const dispatch = useAppDispatch();
  const [change, state] = useChangeLeadMutation();
  const save = async (body: LeadChange, text: string = leadsCopy.saved) => {
    const answer = await change({ id, change: body });
    const failed = 'error' in answer;
    dispatch(
      leadsActions.changeAnswered(
        failed
          ? { kind: 'error', text: errorText(answer.error) ?? staffCopy.failed }
          : { kind: 'success', text },
      ),
    );
    return !failed;
  };
  return { save, saving: state.isLoading };
}

export function LeadSettings({ lead }: { lead: LeadDetail }) {
  const owners = useLeadOwnersQuery().data ?? [];
  const { save, saving } = useSave(lead.id);
  const [stage, setStage] = useState<LeadStage>(lead.stage);
  const [reason, setReason] = useState(lead.lostReason ?? '');
  const [owner, setOwner] = useState(lead.ownerId === null ? '' : String(lead.ownerId));
  const [followUp, setFollowUp] = useState(lead.followUpOn ?? '');
  return (
    <>
      <form
        className={styles.setting}
        onSubmit={(event) => {
          event.preventDefault();
          void save(
            stage === 'lost' ? { stage, lostReason: reason.trim() } : { stage },
            leadsCopy.moved(lead.fullName, stage),
          );
        }}
      >
        <FilterSelect
          label={leadsCopy.stage}
          value={stage}
          options={LEAD_STAGES.map((s) => ({ value: s, label: LEAD_STAGE_LABELS[s] }))}
          onChange={setStage}
        />
        {stage === 'lost' && (
          <TextField
            id="lead-lost-reason"
            label={leadsCopy.lostReason}
            hint={leadsCopy.lostHint}
            value={reason}
            onChange={setReason}
            maxLength={LEAD_LIMITS.lostReason}
            required
          />
        )}
        <Button type="submit" variant="secondary" disabled={saving}>
          {leadsCopy.saveStage}
        </Button>
      </form>
      {lead.stage === 'lost' && lead.lostReason && (
        <p className={styles.meta}>{leadsCopy.lostBecause(lead.lostReason)}</p>
      )}
      <form
        className={styles.setting}
        onSubmit={(event) => {
          event.preventDefault();
          void save({ ownerId: owner === '' ? null : Number(owner) });
        }}
      >
        <FilterSelect
          label={leadsCopy.owner}
          value={owner}
          options={[
            { value: '', label: leadsCopy.noOwner },
            ...owners.map((o) => ({ value: String(o.id), label: o.name })),
          ]}
          onChange={setOwner}
        />
        <Button type="submit" variant="secondary" disabled={saving}>
          {leadsCopy.saveOwner}
        </Button>
      </form>
      <form
        className={styles.setting}
        onSubmit={(event) => {
          event.preventDefault();
          void save({ followUpOn: followUp === '' ? null : followUp });
        }}
      >
        <TextField
          id="lead-follow-up"
          type="date"
          label={leadsCopy.followUpLabel}
          value={followUp}
          onChange={setFollowUp}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" disabled={saving}>
            {leadsCopy.saveFollowUp}
          </Button>
          {lead.followUpOn !== null && (
            <Button
              variant="secondary"
              disabled={saving}
              onClick={() => void save({ followUpOn: null })}
            >
              {leadsCopy.clearFollowUp}
            </Button>
          )}
        </div>
      </form>
    </>
  );
}

export function LeadNotes({ lead }: { lead: LeadDetail }) {
  const dispatch = useAppDispatch();
  const [add, adding] = useAddLeadNoteMutation();
  const [body, setBody] = useState('');
  return (
    <>
      <h3>{leadsCopy.notes}</h3>
      {lead.notes.length === 0 ? (
        <p className={styles.meta}>{leadsCopy.noNotes}</p>
      ) : (
        <ul className={styles.notes}>
          {lead.notes.map((note) => (
            <li key={note.id}>
              <p className={styles.messageText}>{note.body}</p>
              <p className={styles.meta}>
                {leadsCopy.noteBy(note.authorEmail, formatDateTime(note.createdAt))}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void add({ id: lead.id, body }).then((answer) => {
            const failed = 'error' in answer;
            if (!failed) setBody('');
            dispatch(
              leadsActions.changeAnswered(
                failed
                  ? { kind: 'error', text: errorText(answer.error) ?? staffCopy.failed }
                  : { kind: 'success', text: leadsCopy.noteAdded },
              ),
            );
          });
        }}
      >
        <TextField
          id="lead-note"
          label={leadsCopy.note}
          rows={3}
          value={body}
          onChange={setBody}
          maxLength={LEAD_LIMITS.note}
          required
        />
        <Button type="submit" disabled={adding.isLoading || body.trim() === ''}>
          {leadsCopy.addNote}
        </Button>
      </form>
    </>
  );
}

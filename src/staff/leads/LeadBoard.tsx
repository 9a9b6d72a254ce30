// The board: a column per stage (contract/values/leads.ts's order), each the first BOARD_PAGE leads of
// its stage that the filters keep, newest first. A card dropped on another column moves there; a
// move to "lost" asks why first (LostPrompt).

import { useEffect, useRef, useState } from 'react';
import { LEAD_STAGES, type LeadStage } from '../../../contract/values/leads';
import { errorText } from '../../api/api';
import { useLeadsQuery } from './leadsApi';
import type { LeadSummary } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { TextField, type TextFieldElement } from '../../components/forms/TextField';
import { staffCopy } from '../../content/staff';
import { leadsCopy } from './leadsCopy';
import { leadsActions, selectLeads } from './leadsSlice';
import { LEAD_LIMITS } from '../../../contract/values/leads';
import { DRAG_TYPE, LeadCard } from './LeadCard';
import styles from './LeadBoard.module.css';
import { useMoveLead } from './useMoveLead';

/** How many cards a column shows; the list shows every lead. */
const BOARD_PAGE = 50;

function Column({ stage }: { stage: LeadStage }) {
  const { filters } = useAppSelector(selectLeads);
  const { move } = useMoveLead();
  const [over, setOver] = useState(false);
  const { stage: _ignored, ...rest } = filters;
  const { data, error, isLoading } = useLeadsQuery({ ...rest, stage, limit: String(BOARD_PAGE) });
  const headingId = `column-${stage}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`${styles.column} ${over ? styles.dropTarget : ''}`}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const lead = JSON.parse(
          event.dataTransfer.getData(DRAG_TYPE) || 'null',
        ) as LeadSummary | null;
        if (lead) void move(lead, stage);
      }}
    >
      <h3 id={headingId} className={styles.columnTitle}>
        {leadsCopy.column(stage, data?.total ?? 0)}
      </h3>
      {isLoading && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? staffCopy.failed} />}
      {data &&
        (data.items.length === 0 ? (
          <p className={styles.meta}>{leadsCopy.columnEmpty}</p>
        ) : (
          <ul className={styles.cards} aria-labelledby={headingId}>
            {data.items.map((lead) => (
              <LeadCard key={lead.id} lead={lead} />
            ))}
          </ul>
        ))}
      {data && data.total > data.items.length && (
        <p className={styles.meta}>{leadsCopy.columnMore(data.items.length, data.total)}</p>
      )}
    </section>
  );
}

/** "Why was it lost?": the reason a move to "lost" needs; what was typed stays on a refusal. */
function LostPrompt({ id, name }: { id: number; name: string }) {
  const dispatch = useAppDispatch();
  const { move, moving } = useMoveLead();
  const [reason, setReason] = useState('');
  const field = useRef<TextFieldElement>(null);
  // Opened from a card's menu or a drop: the keyboard goes to the question.
  useEffect(() => field.current?.focus(), [id]);
  return (
    <form
      className={styles.prompt}
      aria-labelledby="lost-title"
      onSubmit={(event) => {
        event.preventDefault();
        void move({ id, fullName: name, stage: 'new' }, 'lost', reason.trim());
      }}
    >
      <p id="lost-title">{leadsCopy.lostTitle(name)}</p>
      <TextField
        id="lost-reason"
        label={leadsCopy.lostReason}
        hint={leadsCopy.lostHint}
        value={reason}
        onChange={setReason}
        maxLength={LEAD_LIMITS.lostReason}
        inputRef={field}
        required
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={moving || reason.trim() === ''}>
          {leadsCopy.lostConfirm}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            dispatch(leadsActions.lostPromptClosed());
            requestAnimationFrame(() => document.getElementById(`lead-${id}`)?.focus());
          }}
        >
          {leadsCopy.cancel}
        </Button>
      </div>
    </form>
  );
}

export function LeadBoard() {
  const { lostPrompt } = useAppSelector(selectLeads);
  return (
    <>
      <p id="board-hint" className={styles.meta}>
        {leadsCopy.boardHint}
      </p>
      {lostPrompt && <LostPrompt key={lostPrompt.id} {...lostPrompt} />}
      <div
        className={styles.board}
        role="group"
        aria-label={leadsCopy.boardLabel}
        aria-describedby="board-hint"
      >
        {LEAD_STAGES.map((stage) => (
          <Column key={stage} stage={stage} />
        ))}
      </div>
    </>
  );
}

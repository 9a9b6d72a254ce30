// One lead on the board: who, what about, its owner, its follow-up (overdue ones marked) and kind;
// draggable to another column, and with a "Move" button whose menu lists the other stages, for the
// keyboard. After a move the card takes the focus back in its new column.

import { useEffect, useRef } from 'react';
import { LEAD_STAGES } from '../../../contract/values/leads';
import type { LeadSummary } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { leadsCopy } from './leadsCopy';
import { leadsActions, selectLeads } from './leadsSlice';
import { formatPolicyDate, todayDate } from '../../lib/dates';
import styles from './LeadBoard.module.css';
import { useMoveLead } from './useMoveLead';

/** The lead a card carries while dragged. */
export const DRAG_TYPE = 'application/x-kestrel-lead';

/** How a follow-up date reads, and whether it is overdue or due today. */
export function followUpOf(date: string | null): { text: string; when: 'overdue' | 'due' | '' } {
  if (date === null) return { text: '', when: '' };
  const today = todayDate();
  const when = date < today ? 'overdue' : date === today ? 'due' : '';
  const suffix =
    when === 'overdue' ? ` (${leadsCopy.overdue})` : when === 'due' ? ` (${leadsCopy.due})` : '';
  return { text: `${leadsCopy.followUp(formatPolicyDate(date))}${suffix}`, when };
}

export function LeadCard({ lead }: { lead: LeadSummary }) {
  const dispatch = useAppDispatch();
  const { menuFor, focusPending } = useAppSelector(selectLeads);
  const { move, moving } = useMoveLead();
  const moveButton = useRef<HTMLButtonElement>(null);
  const menuOpen = menuFor === lead.id;
  const followUp = followUpOf(lead.followUpOn);
  const focusHere = focusPending?.id === lead.id && focusPending.stage === lead.stage;
  useEffect(() => {
    if (!focusHere) return;
    moveButton.current?.focus();
    dispatch(leadsActions.focusPlaced());
  }, [focusHere, dispatch]);
  const menuId = `lead-${lead.id}-stages`;
  return (
    <li
      className={styles.card}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(lead));
        event.dataTransfer.setData('text/plain', lead.fullName);
      }}
    >
      <button
        type="button"
        className={styles.cardOpen}
        id={`lead-${lead.id}`}
        onClick={() => dispatch(leadsActions.leadOpened(lead.id))}
        aria-label={leadsCopy.open(lead.fullName)}
      >
        <span className={styles.cardName}>{lead.fullName}</span>
        <span className={styles.cardSubject}>{lead.service ?? lead.subject}</span>
      </button>
      <p className={styles.meta}>
        <span className={lead.kind === 'quote' ? styles.kindQuote : styles.kind}>
          {leadsCopy.kinds[lead.kind]}
        </span>{' '}
        {lead.ownerName ?? leadsCopy.unowned}
      </p>
      {followUp.text && (
        <p className={followUp.when === 'overdue' ? styles.overdue : styles.meta}>
          {followUp.text}
        </p>
      )}
      <div className={styles.moveArea}>
        <button
          type="button"
          ref={moveButton}
          className={styles.moveButton}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          aria-label={leadsCopy.moveLabel(lead.fullName)}
          onClick={() => dispatch(leadsActions.moveMenuToggled(lead.id))}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen) dispatch(leadsActions.moveMenuClosed());
          }}
        >
          {leadsCopy.move}
        </button>
        {menuOpen && (
          <ul id={menuId} className={styles.moveMenu}>
            {LEAD_STAGES.filter((stage) => stage !== lead.stage).map((stage) => (
              <li key={stage}>
                <button
                  type="button"
                  disabled={moving}
                  onClick={() => void move(lead, stage)}
                  onKeyDown={(event) => {
                    if (event.key !== 'Escape') return;
                    dispatch(leadsActions.moveMenuClosed());
                    moveButton.current?.focus();
                  }}
                >
                  {leadsCopy.moveTo(stage)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

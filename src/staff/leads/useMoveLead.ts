// Moving a lead to another stage, from the board (drag and drop, or a card's "Move" menu) and the
// lost prompt: the change is sent, and what came of it is announced (leadsSlice's announcement,
// read by screen readers). A move to "lost" asks for the reason first.

import { errorText } from '../../api/api';
import { useChangeLeadMutation } from './leadsApi';
import type { LeadSummary } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import type { LeadStage } from '../../../contract/values/leads';
import { staffCopy } from '../../content/staff';
import { leadsCopy } from './leadsCopy';
import { leadsActions } from './leadsSlice';

type Movable = Pick<LeadSummary, 'id' | 'fullName' | 'stage'>;

export function useMoveLead() {
  const dispatch = useAppDispatch();
  const [change, state] = useChangeLeadMutation();
  const move = async (lead: Movable, stage: LeadStage, lostReason?: string): Promise<boolean> => {
    if (stage === lead.stage) {
      dispatch(leadsActions.moveMenuClosed());
      return true;
    }
    if (stage === 'lost' && lostReason === undefined) {
      dispatch(leadsActions.lostPromptOpened({ id: lead.id, name: lead.fullName }));
      return false;
    }
    const answer = await change({
      id: lead.id,
      change: stage === 'lost' ? { stage, lostReason } : { stage },
    });
    if ('error' in answer) {
      const reason = errorText(answer.error) ?? staffCopy.failed;
      dispatch(
        leadsActions.changeAnswered({
          kind: 'error',
          text: leadsCopy.moveFailed(lead.fullName, reason),
        }),
      );
      return false;
    }
    dispatch(
      leadsActions.changeAnswered({
        kind: 'success',
        text: leadsCopy.moved(lead.fullName, stage),
        focus: { id: lead.id, stage },
      }),
    );
    return true;
  };
  return { move, moving: state.isLoading };
}

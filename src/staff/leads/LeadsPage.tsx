// The Leads page (/staff/leads, admins only): the figures, the filters, the export, and the leads
// as a board (a column per stage: drag a card, or move it with its "Move" menu) or as a list; a
// lead opens in a panel beside them. The view, the filters and the open lead are in the store and
// in the address's query (leadsQuery.ts), kept in step both ways.

import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/links/Link';
import { STAFF_PATHS } from '../../config/staffPaths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { leadsCopy } from './leadsCopy';
import { leadsActions, selectLeads, type LeadsView } from './leadsSlice';
import { locationOf, queryOf } from './leadsQuery';
import { LeadBoard } from './LeadBoard';
import { LeadDrawer } from './LeadDrawer';
import { LeadExport } from './LeadExport';
import { LeadFilterBar } from './LeadFilterBar';
import { LeadList } from './LeadList';
import { LeadStatsCard } from './LeadStatsCard';
import styles from './Leads.module.css';

/** The store and the address's query say the same: each follows the other's changes. */
function useLeadsAddress() {
  const dispatch = useAppDispatch();
  const { view, filters, openId } = useAppSelector(selectLeads);
  const [params, setParams] = useSearchParams();
  const fromAddress = params.toString();
  const fromStore = queryOf({ view, filters, openId });
  /** What the store will say once it has read the address (until then, nothing is written). */
  const reading = useRef<string | null>(null);
  // The address first (opened, or changed by back and forward)...
  useEffect(() => {
    const location = locationOf(new URLSearchParams(fromAddress));
    const expected = queryOf(location);
    reading.current = expected === fromStore ? null : expected;
    dispatch(leadsActions.locationRead(location));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the address changes
  }, [fromAddress]);
  // ...then the store's changes go to the address, replacing it (no history entry per letter).
  useEffect(() => {
    if (reading.current !== null) {
      if (fromStore === reading.current) reading.current = null;
      return;
    }
    if (fromStore !== fromAddress) setParams(fromStore, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the store changes
  }, [fromStore]);
}

export function LeadsPage() {
  const dispatch = useAppDispatch();
  const { view, announcement } = useAppSelector(selectLeads);
  useLeadsAddress();
  const choose = (next: LeadsView) => dispatch(leadsActions.viewChosen(next));
  return (
    <section aria-labelledby="leads-title" className={styles.page}>
      <div className={styles.heading}>
        <h2 id="leads-title">{leadsCopy.title}</h2>
        <Link to={STAFF_PATHS.inbox}>{leadsCopy.inbox}</Link>
      </div>
      <LeadStatsCard />
      <div className={styles.toolbar}>
        <div role="group" aria-label={leadsCopy.viewLabel} className={styles.views}>
          {(['board', 'list'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className={styles.viewButton}
              aria-pressed={view === v}
              onClick={() => choose(v)}
            >
              {leadsCopy.views[v]}
            </button>
          ))}
        </div>
        <LeadExport />
      </div>
      <LeadFilterBar showStage={view === 'list'} />
      {/* Always present, so that a move is read out when it happens. */}
      <p
        role="status"
        className={
          announcement
            ? `${styles.announcement} ${announcement.kind === 'error' ? styles.failed : ''}`
            : 'visually-hidden'
        }
      >
        {announcement?.text ?? ''}
      </p>
      {view === 'board' ? <LeadBoard /> : <LeadList />}
      <LeadDrawer />
    </section>
  );
}

// The list: the leads the filters keep (the stage too), newest first, 20 a page, in a table; a
// lead's name opens it beside the list.

import { LEAD_STAGE_LABELS } from '../../../contract/values/leads';
import { errorText } from '../../api/api';
import { useLeadsQuery } from './leadsApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { staffCopy, pagingCopy } from '../../content/staff';
import { leadsCopy } from './leadsCopy';
import { leadsActions, selectLeads } from './leadsSlice';
import { formatDateTime } from '../../lib/dates';
import { followUpOf } from './LeadCard';
import styles from './Leads.module.css';

export function LeadList() {
  const dispatch = useAppDispatch();
  const { filters, trail } = useAppSelector(selectLeads);
  const { data, error, isLoading } = useLeadsQuery({ ...filters, cursor: trail.at(-1) });
  if (isLoading) return <LoadingText />;
  if (error) return <FlashMessage kind="error" text={errorText(error) ?? staffCopy.failed} />;
  if (!data) return null;
  if (data.items.length === 0) return <p>{leadsCopy.empty}</p>;
  const page = trail.length + 1;
  const pages = Math.max(page, Math.ceil(data.total / data.pageSize));
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{leadsCopy.listLabel}</caption>
          <thead>
            <tr>
              {leadsCopy.columns.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.items.map((lead) => {
              const followUp = followUpOf(lead.followUpOn);
              return (
                <tr key={lead.id}>
                  <td>
                    <div className={styles.leadCell}>
                      <button
                        type="button"
                        id={`lead-${lead.id}`}
                        className={styles.linkButton}
                        onClick={() => dispatch(leadsActions.leadOpened(lead.id))}
                      >
                        {lead.fullName}
                      </button>
                      <span className={styles.meta}>{lead.service ?? lead.subject}</span>
                    </div>
                  </td>
                  <td>{leadsCopy.kinds[lead.kind]}</td>
                  <td>{LEAD_STAGE_LABELS[lead.stage]}</td>
                  <td>{lead.ownerName ?? leadsCopy.unowned}</td>
                  <td className={followUp.when === 'overdue' ? styles.overdueCell : undefined}>
                    {followUp.text}
                  </td>
                  <td>{formatDateTime(lead.createdAt)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={pagingCopy.label}>
          <Button
            variant="secondary"
            disabled={page <= 1}
            onClick={() => dispatch(leadsActions.listPaged(null))}
          >
            {pagingCopy.previous}
          </Button>
          <span>{pagingCopy.page(page, pages)}</span>
          <Button
            variant="secondary"
            disabled={data.next === null}
            onClick={() => dispatch(leadsActions.listPaged(data.next))}
          >
            {pagingCopy.next}
          </Button>
        </nav>
      )}
    </>
  );
}

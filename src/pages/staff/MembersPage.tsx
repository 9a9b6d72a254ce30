// Members: every account and its role; staff promote or demote (the audit log: AuditPage.tsx).

import { errorText, useGetProfileQuery } from '../../api/api';
import { useSetRoleMutation, useStaffUsersQuery } from '../../api/staffApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { editorCopy, membersCopy } from '../../content/staff';
import { selectMembersPage, selectNotice, staffActions } from '../../features/staff/staffSlice';
import { formatDateTime } from '../../lib/dates';
import { Pager } from './Pager';
import styles from './Staff.module.css';

export function MembersPage() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectMembersPage);
  const notice = useAppSelector(selectNotice);
  const { data, error, isLoading } = useStaffUsersQuery(page);
  const me = useGetProfileQuery().data;
  const [setRole, changing] = useSetRoleMutation();

  const change = async (id: number, role: 'member' | 'staff') => {
    const answer = await setRole({ id, role });
    if ('data' in answer && answer.data)
      dispatch(
        staffActions.noticeShown({
          kind: 'success',
          text: membersCopy.changed(answer.data.email, answer.data.role),
        }),
      );
    else if ('error' in answer)
      dispatch(
        staffActions.noticeShown({
          kind: 'error',
          text: errorText(answer.error) ?? editorCopy.failed,
        }),
      );
  };

  return (
    <section aria-labelledby="members-title">
      <h2 id="members-title">{membersCopy.title}</h2>
      {notice && <FlashMessage kind={notice.kind} text={notice.text} />}
      {isLoading && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? editorCopy.failed} />}
      {data && (
        <>
          <ul className={styles.list} aria-label={membersCopy.title}>
            {data.items.map((account) => (
              <li key={account.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <p className={styles.rowTitle}>
                    {account.name} {account.email === me?.email && membersCopy.you}
                  </p>
                  <p className={styles.meta}>
                    <span
                      className={`${styles.badge} ${account.role === 'staff' ? '' : styles.badgeQuiet}`}
                    >
                      {account.role}
                    </span>
                    {account.email} · {formatDateTime(account.createdAt)}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  disabled={changing.isLoading}
                  onClick={() =>
                    void change(account.id, account.role === 'staff' ? 'member' : 'staff')
                  }
                >
                  {account.role === 'staff' ? membersCopy.demote : membersCopy.promote}
                  <span className="visually-hidden"> {account.email}</span>
                </Button>
              </li>
            ))}
          </ul>
          <Pager
            page={data.page}
            total={data.total}
            pageSize={data.pageSize}
            onPage={(p) => dispatch(staffActions.membersPaged(p))}
          />
        </>
      )}
    </section>
  );
}

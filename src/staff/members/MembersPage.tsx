// Members (admins only): every account and its role, member, editor or admin, which the row's
// select and button change; the server refuses to promote an unverified address or to demote the
// last admin, and says why (the audit log: AuditPage.tsx).

import type { FormEvent } from 'react';
import { type Role, isStaff } from '../../../contract/values/constants';
import { errorText, useGetProfileQuery } from '../../api/api';
import { useSetRoleMutation, useStaffUsersQuery } from './membersApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { staffCopy } from '../../content/staff';
import { membersCopy } from './membersCopy';
import { LIMITS } from '../../../contract/values/constants';
import { TextField } from '../../components/forms/TextField';
import { formatDateTime } from '../../lib/dates';
import { Pager } from '../common/Pager';
import styles from '../common/Staff.module.css';
import { membersActions, selectMembers } from './membersSlice';

export function MembersPage() {
  const dispatch = useAppDispatch();
  const { search: q, trail, notice } = useAppSelector(selectMembers);
  const { data, error, isLoading } = useStaffUsersQuery({ q, cursor: trail.at(-1) });
  const me = useGetProfileQuery().data;
  const [setRole, changing] = useSetRoleMutation();

  const change = async (event: FormEvent<HTMLFormElement>, id: number) => {
    event.preventDefault();
    const select = event.currentTarget.elements.namedItem('role') as HTMLSelectElement;
    const role = select.value as Role;
    const answer = await setRole({ id, role });
    if ('data' in answer && answer.data)
      dispatch(
        membersActions.roleAnswered({
          kind: 'success',
          text: membersCopy.changed(answer.data.email, answer.data.role),
        }),
      );
    else if ('error' in answer)
      dispatch(
        membersActions.roleAnswered({
          kind: 'error',
          text: errorText(answer.error) ?? staffCopy.failed,
        }),
      );
  };

  return (
    <section aria-labelledby="members-title">
      <h2 id="members-title">{membersCopy.title}</h2>
      <div className={styles.toolbar}>
        <TextField
          id="members-search"
          label={membersCopy.search}
          hint={membersCopy.searchHint}
          value={q}
          maxLength={LIMITS.search}
          onChange={(text) => dispatch(membersActions.membersSearched(text))}
        />
      </div>
      {notice && <FlashMessage kind={notice.kind} text={notice.text} />}
      {isLoading && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? staffCopy.failed} />}
      {data && data.items.length === 0 && <p>{membersCopy.none}</p>}
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
                      className={`${styles.badge} ${isStaff(account.role) ? '' : styles.badgeQuiet}`}
                    >
                      {account.role}
                    </span>
                    {account.email} · {formatDateTime(account.createdAt)}
                  </p>
                </div>
                {/* Keyed by the role, so that the select shows the stored one after a change. */}
                <form
                  key={account.role}
                  className={styles.actions}
                  onSubmit={(event) => void change(event, account.id)}
                >
                  <select
                    name="role"
                    className={`${styles.select} ${styles.roleSelect}`}
                    defaultValue={account.role}
                    aria-label={membersCopy.roleLabel(account.email)}
                  >
                    {Object.entries(membersCopy.roles).map(([role, label]) => (
                      <option key={role} value={role}>
                        {label}
                      </option>
                    ))}
                  </select>
                  <Button type="submit" variant="secondary" disabled={changing.isLoading}>
                    {membersCopy.change}
                    <span className="visually-hidden"> {account.email}</span>
                  </Button>
                </form>
              </li>
            ))}
          </ul>
          <Pager
            trail={trail}
            page={data}
            onPage={(cursor) => dispatch(membersActions.membersPaged(cursor))}
          />
        </>
      )}
    </section>
  );
}

// The inbox: contact messages newest first, unread ones marked; search, filter, pages; open one to
// read it, mark it handled or unread again, or reply by email.

import { useEffect, useRef } from 'react';
import { Link } from '../../components/links/Link';
import { LIMITS } from '../../../contract/values/constants';
import { errorText } from '../../api/api';
import { useSetMessageStatusMutation, useStaffMessagesQuery } from './inboxApi';
import type { MessageStatus, StaffMessage } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { TextField } from '../../components/forms/TextField';
import { STAFF_PATHS } from '../../config/staffPaths';
import { staffCopy } from '../../content/staff';
import { inboxCopy } from './inboxCopy';
import { formatDateTime } from '../../lib/dates';
import { mailtoHref } from '../../lib/mailto';
import { FilterSelect } from '../common/FilterSelect';
import { Pager } from '../common/Pager';
import styles from '../common/Staff.module.css';
import { inboxActions, selectInbox } from './inboxSlice';

/** Every part encoded (lib/mailto.ts): a message cannot add `cc`, `bcc` or another body. */
const replyHref = (m: StaffMessage): string =>
  mailtoHref(m.email, {
    subject: inboxCopy.replySubject(m.subject),
    body: inboxCopy.replyBody(m.fullName, formatDateTime(m.createdAt), m.message),
  });

function MessageDetail({ message, onClose }: { message: StaffMessage; onClose: () => void }) {
  const [setStatus, saving] = useSetMessageStatusMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [message.id]);
  const next: MessageStatus = message.status === 'unread' ? 'handled' : 'unread';
  return (
    <article className={styles.panel} aria-labelledby="message-subject">
      <h2 id="message-subject" tabIndex={-1} ref={heading}>
        {message.subject}
      </h2>
      <p className={styles.meta}>
        <span
          className={`${styles.badge} ${message.status === 'handled' ? styles.badgeQuiet : ''}`}
        >
          {message.status === 'unread' ? inboxCopy.unread : inboxCopy.handled}
        </span>
        {inboxCopy.sender(message.fullName, message.email, formatDateTime(message.createdAt))}
      </p>
      <p className={styles.messageText}>{message.message}</p>
      {saving.isError && (
        <FlashMessage kind="error" text={errorText(saving.error) ?? staffCopy.failed} />
      )}
      <div className={styles.actions}>
        <Button
          disabled={saving.isLoading}
          onClick={() => void setStatus({ id: message.id, status: next })}
        >
          {next === 'handled' ? inboxCopy.markHandled : inboxCopy.markUnread}
        </Button>
        <a className={styles.replyLink} href={replyHref(message)}>
          {inboxCopy.reply}
        </a>
        <Link className={styles.replyLink} to={`${STAFF_PATHS.leads}?lead=${message.id}`}>
          {inboxCopy.asLead}
        </Link>
        <Button variant="secondary" onClick={onClose}>
          {inboxCopy.close}
        </Button>
      </div>
    </article>
  );
}

export function InboxPage() {
  const dispatch = useAppDispatch();
  const inbox = useAppSelector(selectInbox);
  const { data, error, isLoading } = useStaffMessagesQuery({
    q: inbox.q,
    status: inbox.status,
    cursor: inbox.trail.at(-1),
  });
  const open = data?.items.find((m) => m.id === inbox.openId);

  const close = () => {
    const id = inbox.openId;
    dispatch(inboxActions.messageClosed());
    // Back where the keyboard was: the message's line in the list.
    requestAnimationFrame(() => document.getElementById(`message-${id}`)?.focus());
  };

  return (
    <section aria-labelledby="inbox-title">
      <h2 id="inbox-title">
        {inboxCopy.title}
        {data ? inboxCopy.unreadCount(data.unread) : ''}
      </h2>
      <div className={styles.toolbar}>
        <TextField
          id="inbox-search"
          label={inboxCopy.search}
          hint={inboxCopy.searchHint}
          value={inbox.q}
          maxLength={LIMITS.search}
          onChange={(q) => dispatch(inboxActions.inboxSearched(q))}
        />
        <FilterSelect
          label={inboxCopy.status}
          value={inbox.status}
          options={inboxCopy.statuses}
          onChange={(status) => dispatch(inboxActions.inboxFiltered(status))}
        />
      </div>
      {isLoading && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? staffCopy.failed} />}
      {data && (
        <div className={styles.columns}>
          <div>
            {data.items.length === 0 ? (
              <p>{inboxCopy.empty}</p>
            ) : (
              <ul className={styles.list} aria-label={inboxCopy.listLabel}>
                {data.items.map((m) => (
                  <li key={m.id} className={m.status === 'unread' ? styles.unread : undefined}>
                    <button
                      type="button"
                      id={`message-${m.id}`}
                      className={styles.messageButton}
                      aria-current={m.id === inbox.openId ? 'true' : undefined}
                      onClick={() => dispatch(inboxActions.messageOpened(m.id))}
                    >
                      <span className={styles.rowTitle}>
                        {m.status === 'unread' && (
                          <span className={styles.badge}>{inboxCopy.unread}</span>
                        )}
                        {m.subject}
                      </span>
                      <span className={styles.meta}>
                        {m.fullName} · {formatDateTime(m.createdAt)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <Pager
              trail={inbox.trail}
              page={data}
              onPage={(cursor) => dispatch(inboxActions.inboxPaged(cursor))}
            />
          </div>
          {open && <MessageDetail message={open} onClose={close} />}
        </div>
      )}
    </section>
  );
}

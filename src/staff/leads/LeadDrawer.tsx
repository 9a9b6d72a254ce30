// A lead's details, in a panel beside the board or the list: who and how to reach them, their
// message (a quote request's own words: its answers are the table below), a quote's answers and
// indicative range, the stage, owner and follow-up (each changed here), the notes (add one), the
// history the audit log keeps, and erasing the lead when its person asks to be forgotten. Escape
// or "Close" closes it and the focus goes back to the lead's card or row.

import { useEffect, useRef } from 'react';
import { quoteOwnWords } from '../../../contract/values/leads';
import { errorText } from '../../api/api';
import { useEraseLeadMutation, useLeadQuery } from './leadsApi';
import type { LeadDetail } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { staffCopy } from '../../content/staff';
import { leadHistoryCopy, leadsCopy } from './leadsCopy';
import { leadsActions, selectLeads } from './leadsSlice';
import { formatDateTime } from '../../lib/dates';
import { mailtoHref } from '../../lib/mailto';
import { LeadNotes, LeadSettings } from './LeadForms';
import styles from './LeadDrawer.module.css';

/**
 * An amount in its currency as the visitor saw it ('$25,500', '£4,000': the narrow symbol, not
 * 'US$'); the code after the number when Intl does not know it.
 */
const money = (amount: number, currency: string): string => {
  try {
    return new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
};

function Quote({ quote }: { quote: NonNullable<LeadDetail['quote']> }) {
  return (
    <>
      <h3>{leadsCopy.quote}</h3>
      <dl className={styles.answers}>
        <dt>{leadsCopy.service}</dt>
        <dd>{quote.service}</dd>
        <dt>{leadsCopy.tier}</dt>
        <dd>{quote.tier}</dd>
        {quote.answers.map((answer, i) => (
          <div key={i} className={styles.answerRow}>
            <dt>{answer.label}</dt>
            <dd>{answer.value}</dd>
          </div>
        ))}
        <dt>{leadsCopy.range}</dt>
        <dd>
          {quote.estimate
            ? `${money(quote.estimate.low, quote.estimate.currency)} – ${money(quote.estimate.high, quote.estimate.currency)}`
            : leadsCopy.noRange}
        </dd>
      </dl>
    </>
  );
}

function History({ lead }: { lead: LeadDetail }) {
  return (
    <>
      <h3>{leadsCopy.history}</h3>
      {lead.history.length === 0 ? (
        <p className={styles.meta}>{leadsCopy.noHistory}</p>
      ) : (
        <ul className={styles.history}>
          {lead.history.map((entry) => (
            <li key={entry.id}>
              {leadHistoryCopy[entry.action] ?? entry.action}
              <span className={styles.meta}>
                {' '}
                · {entry.actorEmail} · {formatDateTime(entry.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Erasing the lead when its person asks to be forgotten: asked, then confirmed. */
function Erase({ lead }: { lead: LeadDetail }) {
  const dispatch = useAppDispatch();
  const { confirmingErase } = useAppSelector(selectLeads);
  const [erase, erased] = useEraseLeadMutation();
  return (
    <>
      <h3>{leadsCopy.eraseTitle}</h3>
      <p className={styles.meta}>{leadsCopy.eraseHint}</p>
      {confirmingErase ? (
        <div className={styles.actions}>
          <Button
            disabled={erased.isLoading}
            onClick={() =>
              void erase(lead.id)
                .unwrap()
                .then(() => dispatch(leadsActions.leadErased(leadsCopy.erased(lead.fullName))))
                .catch(() => undefined)
            }
          >
            {leadsCopy.eraseConfirm}
          </Button>
          <Button variant="secondary" onClick={() => dispatch(leadsActions.eraseAsked(false))}>
            {leadsCopy.cancel}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => dispatch(leadsActions.eraseAsked(true))}>
          {leadsCopy.erase}
        </Button>
      )}
      {erased.isError && (
        <FlashMessage kind="error" text={errorText(erased.error) ?? staffCopy.failed} />
      )}
    </>
  );
}

function Detail({ lead, onClose }: { lead: LeadDetail; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [lead.id]);
  // A quote request's answers are shown once, as the table below: the message keeps its own words.
  const words = lead.quote ? quoteOwnWords(lead.message, lead.quote) : lead.message;
  return (
    <>
      <div className={styles.drawerHead}>
        <h2 id="lead-title" tabIndex={-1} ref={heading}>
          {lead.fullName}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          {leadsCopy.close}
        </Button>
      </div>
      <p className={styles.meta}>
        {leadsCopy.kinds[lead.kind]} · {leadsCopy.received(formatDateTime(lead.createdAt))}
      </p>
      <h3>{leadsCopy.contact}</h3>
      <p>
        <a href={mailtoHref(lead.email, { subject: `Re: ${lead.subject}` })}>{lead.email}</a>
      </p>
      <h3>{leadsCopy.message}</h3>
      <p className={styles.subject}>{lead.subject}</p>
      {words ? (
        <p className={styles.messageText}>{words}</p>
      ) : (
        <p className={styles.meta}>{leadsCopy.noOwnWords}</p>
      )}
      {lead.quote && <Quote quote={lead.quote} />}
      <LeadSettings
        key={`${lead.id}-${lead.stage}-${lead.ownerId}-${lead.followUpOn}`}
        lead={lead}
      />
      <LeadNotes lead={lead} />
      <History lead={lead} />
      <Erase lead={lead} />
    </>
  );
}

export function LeadDrawer() {
  const dispatch = useAppDispatch();
  const { openId } = useAppSelector(selectLeads);
  const { data, error } = useLeadQuery(openId ?? 0, { skip: openId === null });
  if (openId === null) return null;
  const close = () => {
    dispatch(leadsActions.leadClosed());
    requestAnimationFrame(() => document.getElementById(`lead-${openId}`)?.focus());
  };
  const shown = !error && data?.id === openId;
  return (
    <section
      className={styles.drawer}
      aria-labelledby={error || shown ? 'lead-title' : undefined}
      aria-label={error || shown ? undefined : leadsCopy.detailLabel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      {error ? (
        <>
          <h2 id="lead-title">{leadsCopy.detailLabel}</h2>
          <FlashMessage kind="error" text={errorText(error) ?? staffCopy.failed} />
          <Button variant="secondary" onClick={close}>
            {leadsCopy.close}
          </Button>
        </>
      ) : shown && data ? (
        <Detail lead={data} onClose={close} />
      ) : (
        <LoadingText />
      )}
    </section>
  );
}

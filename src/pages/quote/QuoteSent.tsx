import { useEffect, useRef } from 'react';
import type { DocumentData } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { quoteActions, type QuoteState } from '../../features/quote/quoteSlice';
import { formatPriceRange } from '../../../contract/values/money';
import styles from './Quote.module.css';

/** The confirmation once the server took the request: its words, and the range it computed. */
export function QuoteSent({
  words,
  sent,
}: {
  words: DocumentData<'quote'>;
  sent: NonNullable<QuoteState['sent']>;
}) {
  const dispatch = useAppDispatch();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.wizard} aria-labelledby="quote-sent-title">
      <h2 id="quote-sent-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {words.sent.heading}
      </h2>
      <div className={styles.sentMessage}>
        <FlashMessage kind="success" text={sent.message} />
      </div>
      {sent.estimate && (
        <p className={styles.sentEstimate}>
          {`${words.estimate.heading}: ${formatPriceRange({ min: sent.estimate.low, max: sent.estimate.high })}. `}
          {words.estimate.note}
        </p>
      )}
      <Button variant="secondary" onClick={() => dispatch(quoteActions.quoteRestarted())}>
        {words.buttons.again}
      </Button>
    </section>
  );
}

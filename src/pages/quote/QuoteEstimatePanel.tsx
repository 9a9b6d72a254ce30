import type { DocumentData } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { selectQuoteEstimate } from '../../features/quote/quoteSlice';
import { formatPriceRange } from '../../../contract/values/money';
import styles from './Quote.module.css';

/**
 * The indicative range for the answers so far, from the pricing page's published prices
 * (contract/values/quote.ts, estimateQuote: the server computes it again when the request is sent),
 * said to be an indication and not an offer. Announced politely as it changes.
 */
export function QuoteEstimatePanel({
  words,
  plans,
}: {
  words: DocumentData<'quote'>['estimate'];
  plans: DocumentData<'pricing'>['plans'];
}) {
  const estimate = useAppSelector((state) => selectQuoteEstimate(state, plans));
  return (
    <aside className={styles.estimate} aria-labelledby="quote-estimate-title">
      <h2 id="quote-estimate-title" className={styles.estimateTitle}>
        {words.heading}
      </h2>
      <p className={styles.range} aria-live="polite" aria-atomic="true">
        {estimate ? formatPriceRange({ min: estimate.low, max: estimate.high }) : words.empty}
      </p>
      <p className={styles.estimateNote}>{words.note}</p>
    </aside>
  );
}

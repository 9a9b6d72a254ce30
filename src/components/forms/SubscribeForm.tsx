import { SUBSCRIBE_WORDING } from '../../../contract/values/forms/subscribe-form';
import styles from './SubscribeForm.module.css';

/**
 * The newsletter's subscribe form: plain HTML that the browser posts itself, with or without the
 * app (the server answers with its page: server/site/newsletter-pages.ts), so that it needs no
 * script of its own. `source` names the form in the subscription's consent record; `id` its
 * field's (unique on the page). A case study's and an article's sit at the end of the text
 * (`look="page"`); `look="footer"` is drawn for the footer's dark band.
 */
export function SubscribeForm({
  id,
  source,
  look,
}: {
  id: string;
  source: 'footer' | 'case-study' | 'article';
  look: 'footer' | 'page';
}) {
  return (
    <form method="post" action="/newsletter" className={styles[look]}>
      <input type="hidden" name="source" value={source} />
      <label htmlFor={id}>Your email address</label>
      <span className={styles.row}>
        <input id={id} type="email" name="email" required autoComplete="email" />
        <button type="submit">Subscribe</button>
      </span>
      <small>{SUBSCRIBE_WORDING}</small>
    </form>
  );
}

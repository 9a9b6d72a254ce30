import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { useAppSelector } from '../../app/hooks';
import { useDocument } from '../../features/content/useDocument';
import { useFill } from '../../features/content/useFill';
import { useFormEcho } from '../../features/forms/formEchoSlice';
import { useQuoteListeners } from '../../features/quote/quoteEffects';
import { quoteFromEcho, selectQuoteView } from '../../features/quote/quoteSlice';
import { QuoteEstimatePanel } from './QuoteEstimatePanel';
import { QuoteSent } from './QuoteSent';
import { QuoteWizard } from './QuoteWizard';
import styles from './Quote.module.css';

/**
 * /quote: the quote wizard (docs/product.md, "The quote wizard"). Five steps, one form each, with
 * the indicative price range beside them; "Get a quote" links (the pricing page's tiers, the
 * service pages) name the service and tier it starts from (`?service=…&tier=…`). Every step is a
 * real form posting to this page, so the wizard also works before the app runs or without
 * JavaScript (server/site/form-pages.ts); the app, once running, keeps it in the store.
 */
export default function QuotePage() {
  const words = useDocument('quote');
  const pricing = useDocument('pricing');
  const company = useDocument('company');
  const fill = useFill();
  const echo = useFormEcho('quote');
  const [search] = useSearchParams();
  // A step the server answered (it carries `step`) or its confirmation: the wizard resumes there.
  const resumed = useMemo(
    () => (echo && (echo.values.step !== undefined || echo.flash) ? quoteFromEcho(echo) : null),
    [echo],
  );
  useQuoteListeners(resumed, {
    service: search.get('service') ?? '',
    tier: search.get('tier') ?? '',
  });
  const view = useAppSelector(selectQuoteView);
  if (!words || !pricing || !company) return null;
  return (
    <>
      <Seo title={words.seo.title} description={fill(words.seo.description)} path={PATHS.quote} />
      <PageHeader eyebrow={words.eyebrow} title={words.heading} intro={words.intro} />
      <div className={`container ${styles.layout}`}>
        {view.sent ? (
          <QuoteSent words={words} sent={view.sent} />
        ) : (
          <QuoteWizard
            words={words}
            plans={pricing.plans}
            supportEmail={company.supportEmail}
            flash={echo?.flash?.kind === 'error' ? echo.flash.text : null}
          />
        )}
        {!view.sent && <QuoteEstimatePanel words={words.estimate} plans={pricing.plans} />}
      </div>
    </>
  );
}

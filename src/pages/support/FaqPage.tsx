import { PATHS } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Accordion, type AccordionItem } from '../../components/Accordion';
import { CallToAction } from '../../components/CallToAction';
import { Seo } from '../../components/Seo';
import { supportSeo } from '../../content/seo/support';
import { faqPage, supportCopy } from '../../content/support';
import { selectFaqOpenId, uiActions } from '../../features/ui/uiSlice';
import { RouteLink } from './RouteLink';
import { SupportHeader } from './SupportHeader';
import styles from './Support.module.css';

const items: readonly AccordionItem[] = faqPage.items.map((item) => ({
  id: item.id,
  title: item.question,
  content: <p>{item.answer}</p>,
}));

/**
 * One answer open at a time; the open one lives in the store (ui.faqOpenId), which takes the one
 * the visitor opened before the app attached.
 */
export function FaqPage() {
  const dispatch = useAppDispatch();
  const openId = useAppSelector(selectFaqOpenId);
  const cta = supportCopy.faqCta;
  const aside = supportCopy.faqAside;
  return (
    <>
      <Seo {...supportSeo[PATHS.faq]} path={PATHS.faq} />
      <SupportHeader title={faqPage.heading} intro={faqPage.intro} />
      <div className={`container ${styles.body} ${styles.faqLayout} ${styles.beforeCta}`}>
        <section aria-labelledby="faq-list">
          <h2 id="faq-list" className="visually-hidden">
            {supportCopy.faqListHeading}
          </h2>
          <Accordion
            name="faq"
            items={items}
            openId={openId}
            onToggle={(id) => dispatch(uiActions.faqItemToggled(id))}
            onAttach={(id) => dispatch(uiActions.faqItemOpened(id))}
          />
        </section>
        <aside className={styles.aside} aria-labelledby="faq-more">
          <h2 id="faq-more" className={styles.smallHeading}>
            {aside.heading}
          </h2>
          <ul>
            {aside.routes.map((route) => (
              <li key={route.title}>
                <h3>{route.title}</h3>
                <p>{route.text}</p>
                <RouteLink route={route} />
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <CallToAction cta={cta} />
    </>
  );
}

import { PATHS } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Accordion } from '../../components/content/Accordion';
import { CallToAction } from '../../components/page/CallToAction';
import { Seo } from '../../components/page/Seo';
import { useFill } from '../../features/content/useFill';
import { useDocument } from '../../features/content/useDocument';
import { selectFaqOpenId, uiActions } from '../../features/ui/uiSlice';
import { mailtoHref } from '../../lib/mailto';
import { RouteLink } from './RouteLink';
import { SupportHeader } from './SupportHeader';
import styles from './Support.module.css';

/**
 * One answer open at a time; the open one lives in the store (ui.faqOpenId), which takes the one
 * the visitor opened before the app attached.
 */
export function FaqPage() {
  const dispatch = useAppDispatch();
  const openId = useAppSelector(selectFaqOpenId);
  const support = useDocument('support');
  const company = useDocument('company');
  const fill = useFill();
  if (!support || !company) return null;
  const { faq } = support;
  const { aside } = faq;
  const ways = [
    { ...aside.helpCentre, label: aside.helpCentre.link.label, to: aside.helpCentre.link.path },
    { ...aside.email, label: company.supportEmail, to: mailtoHref(company.supportEmail) },
    { ...aside.phone, label: company.phone.display, to: company.phone.href },
  ];
  return (
    <>
      <Seo
        title={support.faqSeo.title}
        description={fill(support.faqSeo.description)}
        path={PATHS.faq}
      />
      <SupportHeader support={support} title={faq.heading} intro={faq.intro} />
      <div className={`container ${styles.body} ${styles.faqLayout} ${styles.beforeCta}`}>
        <section aria-labelledby="faq-list">
          <h2 id="faq-list" className="visually-hidden">
            {faq.listHeading}
          </h2>
          <Accordion
            name="faq"
            items={faq.items.map((item) => ({
              id: item.id,
              title: item.question,
              content: <p>{fill(item.answer)}</p>,
            }))}
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
            {ways.map((way) => (
              <li key={way.title}>
                <h3>{way.title}</h3>
                <p>{fill(way.text)}</p>
                <RouteLink label={way.label} to={way.to} />
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <CallToAction cta={faq.cta} />
    </>
  );
}

import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/forms/Button';
import { Section } from '../../components/page/Section';
import { Seo } from '../../components/page/Seo';
import type { DocumentData } from '../../api/types';
import { useDocument } from '../../features/content/useDocument';
import { useFill } from '../../features/content/useFill';
import { QuoteLink } from './QuoteLink';
import { ServiceCaseStudies } from './ServiceCaseStudies';
import styles from './WebDevelopment.module.css';

type Page = DocumentData<'webDevelopment'>;

function Intro({ page }: { page: Page }) {
  const { intro } = page;
  return (
    <header className={styles.intro}>
      <div className={`container ${styles.introInner}`}>
        <div>
          <p className={styles.eyebrow}>{page.eyebrow}</p>
          <h1>{page.title}</h1>
          <p className={styles.lead}>{intro.heading}</p>
          {intro.paragraphs.map((paragraph, i) => (
            <p key={i} className={styles.introText}>
              {paragraph}
            </p>
          ))}
          <div className={styles.actions}>
            {intro.actions.map((action, i) => (
              <ButtonLink
                key={action.path}
                to={action.path}
                variant={i === 0 ? 'primary' : 'secondary'}
                context={action.context}
              >
                {action.label}
              </ButtonLink>
            ))}
            <QuoteLink path={PATHS.serviceWebDevelopment} />
          </div>
        </div>
        <img
          className={styles.introArt}
          src={intro.image.url}
          alt={intro.image.alt}
          width={intro.image.width}
          height={intro.image.height}
          fetchPriority="high"
        />
      </div>
    </header>
  );
}

function WhatWeBuild({ page }: { page: Page }) {
  return (
    <Section title={page.whatWeBuild.heading} eyebrow={page.whatWeBuild.eyebrow}>
      <ul className={styles.buildGrid}>
        {page.whatWeBuild.items.map((item) => (
          <li key={item.title} className={styles.buildItem}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Process({ page }: { page: Page }) {
  return (
    <Section title={page.process.heading} eyebrow={page.process.eyebrow} alt>
      <ol className={styles.steps}>
        {page.process.steps.map((step, i) => (
          <li key={i} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3>
                <span className="visually-hidden">{`${page.process.stepLabel} ${i + 1}: `}</span>
                {step.title}
              </h3>
              <p className={styles.duration}>
                <span className="visually-hidden">{`${page.process.durationLabel} `}</span>
                {step.duration}
              </p>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Technologies({ page }: { page: Page }) {
  const { technologies } = page;
  return (
    <Section title={technologies.heading} eyebrow={technologies.eyebrow} intro={technologies.intro}>
      <div className={styles.techGrid}>
        {technologies.groups.map((group) => (
          <section key={group.group} className={styles.techGroup} aria-label={group.group}>
            <h3>{group.group}</h3>
            <ul className={styles.chips}>
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  );
}

function Outcomes({ page }: { page: Page }) {
  const { outcomes } = page;
  return (
    <Section title={outcomes.heading} eyebrow={outcomes.eyebrow} intro={outcomes.intro} alt>
      <ul className={styles.metrics}>
        {outcomes.items.map((item) => (
          <li key={item.label} className={styles.metric}>
            <p className={styles.metricValue}>{item.metric}</p>
            <p className={styles.metricLabel}>{item.label}</p>
            <p className={styles.metricContext}>{item.context}</p>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{outcomes.note}</p>
    </Section>
  );
}

function Faqs({ page }: { page: Page }) {
  const fill = useFill();
  return (
    <Section title={page.faqs.heading} eyebrow={page.faqs.eyebrow}>
      <div className={styles.faqs}>
        {page.faqs.items.map((item) => (
          <details key={item.id} id={item.id} className={styles.faq}>
            <summary>
              <h3>{item.question}</h3>
            </summary>
            <p>{fill(item.answer)}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

function Cta({ page }: { page: Page }) {
  const { cta } = page;
  return (
    <section className={styles.ctaBand} aria-labelledby="webdev-cta-title">
      <div className="container">
        <div className={styles.ctaBox}>
          <div>
            <h2 id="webdev-cta-title">{cta.heading}</h2>
            <p>{cta.text}</p>
          </div>
          <div className={styles.ctaActions}>
            <ButtonLink to={cta.action.path} variant="light" context={cta.action.context}>
              {cta.action.label}
            </ButtonLink>
            <ButtonLink
              to={cta.secondaryAction.path}
              variant="outlineLight"
              context={cta.secondaryAction.context}
            >
              {cta.secondaryAction.label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

/** /services/webdevelopment: the full marketing page for the web development service. */
export function WebDevelopmentPage() {
  const page = useDocument('webDevelopment');
  if (!page) return null;
  return (
    <>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        path={PATHS.serviceWebDevelopment}
      />
      <Intro page={page} />
      <WhatWeBuild page={page} />
      <Process page={page} />
      <Technologies page={page} />
      <Outcomes page={page} />
      <ServiceCaseStudies path={PATHS.serviceWebDevelopment} />
      <Faqs page={page} />
      <Cta page={page} />
    </>
  );
}

import { Link } from '../../components/links/Link';
import { PATHS } from '../../config/paths';
import { Card, CardGrid } from '../../components/content/Card';
import { Seo } from '../../components/page/Seo';
import { useFill } from '../../features/content/useFill';
import { useDocument } from '../../features/content/useDocument';
import { mailtoHref } from '../../lib/mailto';
import { RouteLink } from './RouteLink';
import { SupportHeader } from './SupportHeader';
import styles from './Support.module.css';

export function HelpCentrePage() {
  const support = useDocument('support');
  const company = useDocument('company');
  const fill = useFill();
  if (!support || !company) return null;
  const { helpCentre } = support;
  const { topics } = helpCentre;
  const ways = [
    { ...helpCentre.email, label: company.supportEmail, to: mailtoHref(company.supportEmail) },
    { ...helpCentre.phone, label: company.phone.display, to: company.phone.href },
    { ...helpCentre.form, label: helpCentre.form.link.label, to: helpCentre.form.link.path },
  ];
  return (
    <>
      <Seo
        title={support.helpCentreSeo.title}
        description={fill(support.helpCentreSeo.description)}
        path={PATHS.helpCentre}
      />
      <SupportHeader support={support} title={helpCentre.heading} intro={helpCentre.intro} />
      <div className={`container ${styles.body}`}>
        <nav aria-labelledby="help-topics" className={styles.topics}>
          <h2 id="help-topics" className={styles.smallHeading}>
            {helpCentre.topicsHeading}
          </h2>
          <ul>
            {topics.map((topic) => (
              <li key={topic.id}>
                <a href={`#${topic.id}`}>
                  <strong>{topic.title}</strong>
                  <span>{topic.summary}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {topics.map((topic) => (
          <section
            key={topic.id}
            id={topic.id}
            className={styles.topic}
            aria-labelledby={`${topic.id}-title`}
          >
            <h2 id={`${topic.id}-title`}>{topic.title}</h2>
            <p className={styles.topicSummary}>{topic.summary}</p>
            <CardGrid minWidth={17}>
              {topic.articles.map((article) => (
                <li key={article.id}>
                  <Card
                    title={article.title}
                    action={
                      article.link.length > 0 &&
                      article.link.map((link) => (
                        <Link key={link.path} to={link.path} className={styles.strongLink}>
                          {link.label}
                        </Link>
                      ))
                    }
                  >
                    {article.paragraphs.map((paragraph, i) => (
                      <p key={i}>{fill(paragraph)}</p>
                    ))}
                  </Card>
                </li>
              ))}
            </CardGrid>
          </section>
        ))}
        <section className={styles.topic} aria-labelledby="help-contact">
          <h2 id="help-contact">{helpCentre.contactHeading}</h2>
          <CardGrid minWidth={15}>
            {ways.map((way) => (
              <li key={way.title}>
                <Card title={way.title} action={<RouteLink label={way.label} to={way.to} />}>
                  <p>{fill(way.text)}</p>
                </Card>
              </li>
            ))}
          </CardGrid>
        </section>
      </div>
    </>
  );
}

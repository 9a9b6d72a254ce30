import { Link } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { Card, CardGrid } from '../../components/Card';
import { Seo } from '../../components/Seo';
import { supportSeo } from '../../content/seo/support';
import { helpCentre, supportCopy, type HelpTopic } from '../../content/support';
import { RouteLink } from './RouteLink';
import { SupportHeader } from './SupportHeader';
import styles from './Support.module.css';

const topics: readonly HelpTopic[] = helpCentre.topics;

export function HelpCentrePage() {
  return (
    <>
      <Seo {...supportSeo[PATHS.helpCentre]} path={PATHS.helpCentre} />
      <SupportHeader title={helpCentre.heading} intro={helpCentre.intro} />
      <div className={`container ${styles.body}`}>
        <nav aria-labelledby="help-topics" className={styles.topics}>
          <h2 id="help-topics" className={styles.smallHeading}>
            {supportCopy.topicsHeading}
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
                      article.link && (
                        <Link to={article.link.path} className={styles.strongLink}>
                          {article.link.label}
                        </Link>
                      )
                    }
                  >
                    {article.paragraphs.map((paragraph) => (
                      <p key={paragraph.slice(0, 24)}>{paragraph}</p>
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
            {helpCentre.contactRoutes.map((route) => (
              <li key={route.title}>
                <Card title={route.title} action={<RouteLink route={route} />}>
                  <p>{route.text}</p>
                </Card>
              </li>
            ))}
          </CardGrid>
        </section>
      </div>
    </>
  );
}

import { PATHS } from '../../config/paths';
import { CallToAction } from '../../components/CallToAction';
import { Card, CardGrid } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { aboutSeo } from '../../content/seo/about';
import { aboutCopy, aboutIntro, coreValues, ourVision } from '../../content/about';
import styles from './About.module.css';

/** The about index and /about/our-values: the core values, at the address its route gives. */
export function OurValuesPage({ path }: { path: typeof PATHS.about | typeof PATHS.aboutValues }) {
  const cta = aboutCopy.valuesCta;
  return (
    <>
      <Seo {...aboutSeo[path]} path={path} />
      <PageHeader
        eyebrow={aboutIntro.heading}
        title={coreValues.heading}
        intro={coreValues.intro}
      />
      <section
        className={`container ${styles.body} ${styles.beforeCta}`}
        aria-label={coreValues.heading}
      >
        <ol className={styles.values}>
          {coreValues.values.map((value, index) => (
            <li key={value.title} className={styles.value}>
              <span className={styles.valueNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h2 className={styles.valueTitle}>{value.title}</h2>
              <p>{value.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <CallToAction cta={cta} />
    </>
  );
}

export function OurVisionPage() {
  const image = ourVision.image;
  return (
    <>
      <Seo {...aboutSeo[PATHS.aboutVision]} path={PATHS.aboutVision} />
      <PageHeader
        eyebrow={aboutIntro.heading}
        title={ourVision.heading}
        intro={aboutCopy.visionLead}
      />
      <div className={`container ${styles.body}`}>
        <div className={styles.split}>
          <div className={styles.prose}>
            {ourVision.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <img
            className={styles.art}
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
          />
        </div>
        <section className={styles.block} aria-labelledby="vision-goals">
          <h2 id="vision-goals">{ourVision.goalsHeading}</h2>
          <CardGrid minWidth="15rem">
            {ourVision.goals.map((goal) => (
              <li key={goal.title}>
                <Card title={goal.title}>
                  <p>{goal.text}</p>
                </Card>
              </li>
            ))}
          </CardGrid>
        </section>
      </div>
    </>
  );
}

import { PATHS } from '../../config/paths';
import { Card, CardGrid } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { aboutSeo } from '../../content/seo/about';
import { aboutCopy, aboutIntro, ourVision } from '../../content/about';
import styles from './About.module.css';

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
          <CardGrid minWidth={15}>
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

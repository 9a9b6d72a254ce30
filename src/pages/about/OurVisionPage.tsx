import { PATHS } from '../../config/paths';
import { Card, CardGrid } from '../../components/content/Card';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { useDocument } from '../../features/content/useDocument';
import { useFill } from '../../features/content/useFill';
import styles from './About.module.css';

export function OurVisionPage() {
  const about = useDocument('about');
  const fill = useFill();
  if (!about) return null;
  const { vision, visionSeo: seo } = about;
  const image = vision.image;
  return (
    <>
      <Seo title={seo.title} description={fill(seo.description)} path={PATHS.aboutVision} />
      <PageHeader eyebrow={fill(about.eyebrow)} title={vision.heading} intro={fill(vision.lead)} />
      <div className={`container ${styles.body}`}>
        <div className={styles.split}>
          <div className={styles.prose}>
            {vision.paragraphs.map((paragraph, index) => (
              <p key={index}>{fill(paragraph)}</p>
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
          <h2 id="vision-goals">{vision.goalsHeading}</h2>
          <CardGrid minWidth={15}>
            {vision.goals.map((goal, index) => (
              <li key={index}>
                <Card title={goal.title}>
                  <p>{fill(goal.text)}</p>
                </Card>
              </li>
            ))}
          </CardGrid>
        </section>
      </div>
    </>
  );
}

import { Link } from '../../components/links/Link';
import { PATHS } from '../../config/paths';
import { CallToAction } from '../../components/page/CallToAction';
import { Card, CardGrid } from '../../components/content/Card';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { useDocument } from '../../features/content/useDocument';
import { useFill } from '../../features/content/useFill';
import styles from './About.module.css';

export function WhatWeDoPage() {
  const about = useDocument('about');
  const fill = useFill();
  if (!about) return null;
  const { whatWeDo, whatWeDoSeo: seo } = about;
  return (
    <>
      <Seo title={seo.title} description={fill(seo.description)} path={PATHS.aboutWhatWeDo} />
      <PageHeader
        eyebrow={fill(about.eyebrow)}
        title={whatWeDo.heading}
        intro={fill(whatWeDo.intro)}
      />
      <div className={`container ${styles.body} ${styles.beforeCta}`}>
        <section className={styles.mission} aria-labelledby="what-mission">
          <h2 id="what-mission" className={styles.missionHeading}>
            {whatWeDo.missionHeading}
          </h2>
          <p className={styles.missionText}>{fill(whatWeDo.mission)}</p>
        </section>
        <section className={styles.block} aria-labelledby="what-areas">
          <h2 id="what-areas">{whatWeDo.areasHeading}</h2>
          <CardGrid minWidth={17}>
            {whatWeDo.areas.map((area, index) => (
              <li key={index}>
                <Card
                  title={area.title}
                  action={
                    <Link to={area.path} className={styles.more}>
                      {whatWeDo.areaLink}
                      <span className="visually-hidden">
                        {` ${fill(whatWeDo.areaLinkContext, { area: area.title.toLowerCase() })}`}
                      </span>
                    </Link>
                  }
                >
                  <p>{area.text}</p>
                </Card>
              </li>
            ))}
          </CardGrid>
        </section>
      </div>
      <CallToAction cta={whatWeDo.cta} />
    </>
  );
}

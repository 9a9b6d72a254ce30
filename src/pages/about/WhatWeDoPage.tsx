import { Link } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { CallToAction } from '../../components/CallToAction';
import { Card, CardGrid } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { aboutSeo } from '../../content/seo/about';
import { aboutCopy, aboutIntro, whatWeDo } from '../../content/about';
import styles from './About.module.css';

export function WhatWeDoPage() {
  const cta = whatWeDo.cta;
  return (
    <>
      <Seo {...aboutSeo[PATHS.aboutWhatWeDo]} path={PATHS.aboutWhatWeDo} />
      <PageHeader eyebrow={aboutIntro.heading} title={whatWeDo.heading} intro={whatWeDo.intro} />
      <div className={`container ${styles.body} ${styles.beforeCta}`}>
        <section className={styles.mission} aria-labelledby="what-mission">
          <h2 id="what-mission" className={styles.missionHeading}>
            {whatWeDo.missionHeading}
          </h2>
          <p className={styles.missionText}>{whatWeDo.mission}</p>
        </section>
        <section className={styles.block} aria-labelledby="what-areas">
          <h2 id="what-areas">{whatWeDo.areasHeading}</h2>
          <CardGrid minWidth={17}>
            {whatWeDo.areas.map((area) => (
              <li key={area.title}>
                <Card
                  title={area.title}
                  action={
                    <Link to={area.path} className={styles.more}>
                      {aboutCopy.areaLinkLabel}
                      <span className="visually-hidden">
                        {aboutCopy.areaLinkContext(area.title)}
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
      <CallToAction cta={cta} />
    </>
  );
}

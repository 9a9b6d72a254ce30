import { PATHS } from '../../config/paths';
import { CallToAction } from '../../components/CallToAction';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { aboutSeo } from '../../content/seo/about';
import { aboutCopy, aboutIntro, coreValues } from '../../content/about';
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

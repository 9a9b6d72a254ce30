import { PATHS } from '../../config/paths';
import { CallToAction } from '../../components/page/CallToAction';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { useDocument } from '../../features/content/useDocument';
import { useFill } from '../../features/content/useFill';
import styles from './About.module.css';

/** The about index and /about/our-values: the core values, at the address its route gives. */
export function OurValuesPage({ path }: { path: typeof PATHS.about | typeof PATHS.aboutValues }) {
  const about = useDocument('about');
  const fill = useFill();
  if (!about) return null;
  const { values } = about;
  const seo = path === PATHS.about ? about.seo : about.valuesSeo;
  return (
    <>
      <Seo title={seo.title} description={fill(seo.description)} path={path} />
      <PageHeader eyebrow={fill(about.eyebrow)} title={values.heading} intro={fill(values.intro)} />
      <section
        className={`container ${styles.body} ${styles.beforeCta}`}
        aria-label={values.heading}
      >
        <ol className={styles.values}>
          {values.items.map((value, index) => (
            <li key={index} className={styles.value}>
              <span className={styles.valueNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h2 className={styles.valueTitle}>{value.title}</h2>
              <p>{fill(value.text)}</p>
            </li>
          ))}
        </ol>
      </section>
      <CallToAction cta={values.cta} />
    </>
  );
}

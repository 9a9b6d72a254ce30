import { ButtonLink } from '../../components/forms/Button';
import { Picture } from '../../components/content/Picture';
import type { DocumentData } from '../../api/types';
import styles from './Hero.module.css';

/** Keeps hyphenated words such as 'SEO-ready' on one line; the text itself is unchanged. */
function Unbroken({ text }: { text: string }) {
  return text.split(/(\S*-\S*)/).map((part, i) =>
    part.includes('-') ? (
      <span key={i} className={styles.nowrap}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** The home page's opening band: the one <h1>, the two calls to action and the illustration. */
export function Hero({ hero }: { hero: DocumentData<'home'>['hero'] }) {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h1 id="home-hero-title" className={styles.title}>
            <Unbroken text={hero.headline} />
          </h1>
          <p className={styles.subline}>{hero.subline}</p>
          <div className={styles.actions}>
            <ButtonLink to={hero.primaryAction.path} variant="light">
              {hero.primaryAction.label}
            </ButtonLink>
            <ButtonLink
              to={hero.secondaryAction.path}
              variant="outlineLight"
              context={hero.secondaryAction.context || undefined}
            >
              {hero.secondaryAction.label}
            </ButtonLink>
          </div>
        </div>
        <div className={styles.art}>
          {/* The largest image above the fold: load it at once and first. */}
          <Picture
            src={hero.image.url}
            alt={hero.image.alt}
            width={hero.image.width}
            height={hero.image.height}
            sizes="(min-width: 56rem) 35rem, 100vw"
            priority
          />
        </div>
      </div>
    </section>
  );
}

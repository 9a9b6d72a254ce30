import { ButtonLink } from '../forms/Button';
import { Picture } from '../content/Picture';
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

interface HeroLink {
  readonly label: string;
  readonly path: string;
  readonly context?: string;
}

export interface HeroProps {
  hero: {
    readonly headline: string;
    readonly subline: string;
    readonly image?: { url: string; alt: string; width: number; height: number };
    readonly primaryAction?: HeroLink;
    readonly secondaryAction?: HeroLink;
  };
  /** The heading's id, unique on the page: the band is labelled by it. */
  titleId: string;
}

/** A page's opening band: its one <h1>, a text, up to two links and an illustration. */
export function Hero({ hero, titleId }: HeroProps) {
  const { image } = hero;
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h1 id={titleId} className={styles.title}>
            <Unbroken text={hero.headline} />
          </h1>
          <p className={styles.subline}>{hero.subline}</p>
          <div className={styles.actions}>
            {/* The first link stands out; the second is outlined. */}
            {[hero.primaryAction, hero.secondaryAction].map(
              (link, i) =>
                link && (
                  <ButtonLink
                    key={i}
                    to={link.path}
                    variant={i ? 'outlineLight' : 'light'}
                    context={link.context || undefined}
                  >
                    {link.label}
                  </ButtonLink>
                ),
            )}
          </div>
        </div>
        {image && (
          <div className={styles.art}>
            {/* The largest image above the fold: load it at once and first. */}
            <Picture
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              sizes="(min-width: 56rem) 35rem, 100vw"
              priority
            />
          </div>
        )}
      </div>
    </section>
  );
}

import { Link } from '../links/Link';
import type { BlockOf } from '../../../contract/blocks';
import { Picture } from '../content/Picture';
import { Section } from '../page/Section';
import styles from './LogoStripBlockView.module.css';

/** A heading over a row of logos; a logo with a link is named by its alternative text. */
export function LogoStripBlockView({ block }: { block: BlockOf<'logoStrip'> }) {
  return (
    <Section id={block.id} title={block.heading} centered>
      <ul className={styles.logos}>
        {block.logos.map(({ image, link: [path] }, i) => {
          const logo = (
            <Picture
              className={styles.logo}
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              sizes="10rem"
            />
          );
          return <li key={i}>{path ? <Link to={path}>{logo}</Link> : logo}</li>;
        })}
      </ul>
    </Section>
  );
}

import type { BlockOf } from '../../../contract/blocks';
import { Picture } from '../content/Picture';
import { RichText } from '../content/RichText';
import band from './Band.module.css';
import styles from './ImageWithTextBlockView.module.css';

/** An image beside a heading and a text; on narrow screens the image comes first. */
export function ImageWithTextBlockView({ block }: { block: BlockOf<'imageWithText'> }) {
  const { image } = block;
  const focal =
    image.focalX !== undefined && image.focalY !== undefined
      ? { x: image.focalX, y: image.focalY }
      : undefined;
  return (
    <section id={block.id} aria-labelledby={`${block.id}-title`} className={band.band}>
      <div className={`container ${styles.inner} ${block.imageRight ? styles.right : ''}`}>
        <Picture
          className={styles.image}
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes="(min-width: 56rem) 34rem, 100vw"
          focal={focal}
        />
        <div>
          <h2 id={`${block.id}-title`}>{block.heading}</h2>
          <RichText value={block.body} />
        </div>
      </div>
    </section>
  );
}

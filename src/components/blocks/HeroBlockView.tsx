import type { BlockOf } from '../../../contract/blocks';
import { Hero } from '../page/Hero';

/** The opening band: the page's one <h1>, its text, up to two buttons and an illustration. */
export function HeroBlockView({ block }: { block: BlockOf<'hero'> }) {
  const [primaryAction, secondaryAction] = block.links;
  const hero = {
    headline: block.headline,
    subline: block.text,
    image: block.image[0],
    primaryAction,
    secondaryAction,
  };
  return (
    <div id={block.id}>
      <Hero hero={hero} titleId={`${block.id}-title`} />
    </div>
  );
}

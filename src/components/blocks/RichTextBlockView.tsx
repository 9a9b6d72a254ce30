import type { BlockOf } from '../../../contract/blocks';
import { RichText } from '../content/RichText';
import band from './Band.module.css';

/** A rich-text block: its heading, if any, and its text, in the page's column. */
export function RichTextBlockView({ block }: { block: BlockOf<'richText'> }) {
  return (
    <section id={block.id} className={`container ${band.band}`}>
      {block.heading && <h2>{block.heading}</h2>}
      <RichText value={block.body} />
    </section>
  );
}

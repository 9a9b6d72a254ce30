import type { BlockOf } from '../../../contract/blocks';
import { useFill } from '../../features/content/useFill';
import { CallToAction } from '../page/CallToAction';

/** A band inviting the visitor to the next step; its text may name the company's facts. */
export function CallToActionBlockView({ block }: { block: BlockOf<'callToAction'> }) {
  const fill = useFill();
  const cta = { heading: block.heading, text: fill(block.text), action: block.link };
  return (
    <div id={block.id}>
      <CallToAction cta={cta} />
    </div>
  );
}

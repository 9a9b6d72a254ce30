import type { BlockOf } from '../../../contract/blocks';
import { Card, CardGrid } from '../content/Card';
import { Section } from '../page/Section';

/** A heading over a grid of feature cards, each with its icon when it has one. */
export function FeatureGridBlockView({ block }: { block: BlockOf<'featureGrid'> }) {
  return (
    <Section id={block.id} title={block.heading} intro={block.intro || undefined} centered>
      <CardGrid minWidth={15}>
        {block.items.map((item, i) => {
          const [icon] = item.icon;
          return (
            <li key={i}>
              <Card title={item.title} image={icon && { ...icon, variant: 'icon' }}>
                <p>{item.text}</p>
              </Card>
            </li>
          );
        })}
      </CardGrid>
    </Section>
  );
}

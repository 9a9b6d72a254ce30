import type { BlockOf } from '../../../contract/blocks';
import { Section } from '../page/Section';
import styles from './StatsBlockView.module.css';

/** A heading over figures, each above what it counts (a description list: label, figure). */
export function StatsBlockView({ block }: { block: BlockOf<'stats'> }) {
  return (
    <Section id={block.id} title={block.heading} alt centered>
      <dl className={styles.figures}>
        {block.items.map((item, i) => (
          <div key={i} className={styles.figure}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

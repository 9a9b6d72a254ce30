// Above a content document's form: the facts its texts may name, each with what it is and what it
// reads now, to pick from (contract/values/content/facts.ts).

import { useDraftFacts } from './documentFacts';
import { factsCopy } from './factsCopy';
import styles from '../Content.module.css';
import parts from './Fields.module.css';

export function FactsHelp() {
  const facts = useDraftFacts();
  if (facts.length === 0) return null;
  return (
    <details className={parts.factsHelp}>
      <summary>{factsCopy.helpTitle}</summary>
      <p className={styles.hint}>{factsCopy.help}</p>
      <ul className={parts.factList}>
        {facts.map((fact) => (
          <li key={fact.name}>
            <code>{`{${fact.name}}`}</code> {fact.about}: {factsCopy.readsNow}{' '}
            <strong>{fact.reads}</strong>
          </li>
        ))}
      </ul>
    </details>
  );
}

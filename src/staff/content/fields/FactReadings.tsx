// Under a text naming facts ({price:webDevelopment.basic}), what each reads as published: "…
// reads $5,000". A name that is no fact is the field's error instead (documentSchema.ts).

import { factNamesIn } from '../../../../contract/values/content/facts';
import { useDraftFacts } from './documentFacts';
import { factsCopy } from './factsCopy';
import parts from './Fields.module.css';

function Readings({ id, names }: { id: string; names: string[] }) {
  const facts = useDraftFacts();
  const known = names.flatMap((name) => {
    const fact = facts.find((f) => f.name === name);
    return fact ? [factsCopy.reads(name, fact.reads)] : [];
  });
  if (known.length === 0) return null;
  return (
    <ul id={id} className={parts.factReadings} aria-live="polite">
      {known.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** What the facts `text` names read; nothing when it names none. */
export function FactReadings({ id, text }: { id: string; text: string }) {
  const names = factNamesIn(text);
  return names.length > 0 ? <Readings id={id} names={names} /> : null;
}

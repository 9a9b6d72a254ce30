import type { DocumentData } from '../../api/types';
import { QUOTE_NOT_SURE, QUOTE_QUESTIONS } from '../../../contract/values/quote';
import { CONTACT_FIELDS, type QuoteAnswers } from '../../features/quote/quoteFields';
import styles from './Quote.module.css';

type Words = DocumentData<'quote'>;
type Plans = DocumentData<'pricing'>['plans'];

/** Every answer as the visitor gave it, in the wizard's order, in words (the last step). */
export function QuoteReview({
  words,
  plans,
  answers,
}: {
  words: Words;
  plans: Plans;
  answers: QuoteAnswers;
}) {
  const plan = plans.find((p) => p.id === answers.service);
  const tier =
    answers.tier === QUOTE_NOT_SURE
      ? words.tier.notSure
      : plan?.tiers.find((t) => t.id === answers.tier)?.name;
  const rows: [string, string][] = [
    [words.review.service, plan?.service ?? answers.service],
    [words.review.tier, tier ?? answers.tier],
    ...QUOTE_QUESTIONS.map((q): [string, string] => {
      const options: Record<string, string> = words.scope[q].options;
      return [words.scope[q].legend, options[answers[q]] ?? answers[q]];
    }),
    ...CONTACT_FIELDS.filter((field) => answers[field].trim()).map((field): [string, string] => [
      words.contact[field],
      answers[field],
    ]),
  ];
  return (
    <>
      <p className={styles.reviewIntro}>{words.review.intro}</p>
      <dl className={styles.review}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

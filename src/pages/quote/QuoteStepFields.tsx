import type { DocumentData } from '../../api/types';
import { TextField } from '../../components/forms/TextField';
import { QUOTE_NOT_SURE, QUOTE_QUESTIONS } from '../../../contract/values/quote';
import { quoteForm } from '../../content/quote';
import type {
  QuoteAnswers,
  QuoteErrors,
  QuoteField,
  QuoteStep,
} from '../../features/quote/quoteFields';
import { formatPriceRange } from '../../../contract/values/money';
import { ChoiceGroup } from './ChoiceGroup';
import { QuoteReview } from './QuoteReview';
import { quoteFieldId } from './quoteIds';
import styles from './Quote.module.css';

type Words = DocumentData<'quote'>;
type Plans = DocumentData<'pricing'>['plans'];

export interface QuoteStepFieldsProps {
  step: QuoteStep;
  words: Words;
  plans: Plans;
  answers: QuoteAnswers;
  errors: QuoteErrors;
  onAnswer: (field: QuoteField, value: string) => void;
}

/** The fields of one step of the wizard (the review step: every answer, to check). */
export function QuoteStepFields({
  step,
  words,
  plans,
  answers,
  errors,
  onAnswer,
}: QuoteStepFieldsProps) {
  const choice = (field: QuoteField) => ({
    field,
    value: answers[field],
    error: errors[field],
    onChange: (value: string) => onAnswer(field, value),
  });
  switch (step) {
    case 'service':
      return (
        <ChoiceGroup
          {...choice('service')}
          legend={words.service.legend}
          options={plans.map((plan) => ({
            value: plan.id,
            label: plan.service,
            hint: plan.summary,
          }))}
        />
      );
    case 'tier': {
      const plan = plans.find((p) => p.id === answers.service);
      return (
        <ChoiceGroup
          {...choice('tier')}
          legend={words.tier.legend}
          options={[
            ...(plan?.tiers ?? []).map((tier) => ({
              value: tier.id,
              label: tier.name,
              hint: `${formatPriceRange(tier.price)} · ${tier.bestFor}`,
            })),
            { value: QUOTE_NOT_SURE, label: words.tier.notSure, hint: words.tier.notSureHint },
          ]}
        />
      );
    }
    case 'scope':
      return (
        <div className={styles.questions}>
          {QUOTE_QUESTIONS.map((question) => (
            <ChoiceGroup
              key={question}
              {...choice(question)}
              legend={words.scope[question].legend}
              options={Object.entries(words.scope[question].options).map(([value, label]) => ({
                value,
                label,
              }))}
              compact
            />
          ))}
        </div>
      );
    case 'contact': {
      const text = (field: 'fullName' | 'email' | 'company' | 'phone' | 'message') => ({
        id: quoteFieldId(field),
        name: field,
        label: words.contact[field],
        value: answers[field],
        onChange: (value: string) => onAnswer(field, value),
        error: errors[field],
        maxLength: quoteForm.fields[field].maxLength,
        autoComplete: quoteForm.fields[field].autoComplete,
      });
      const optional = { hint: words.contact.optional };
      return (
        <>
          <div className={styles.pair}>
            <TextField {...text('fullName')} required />
            <TextField {...text('email')} type="email" required />
          </div>
          <div className={styles.pair}>
            <TextField {...text('company')} {...optional} />
            <TextField {...text('phone')} {...optional} type="tel" />
          </div>
          <TextField {...text('message')} {...optional} rows={5} />
        </>
      );
    }
    case 'review':
      return <QuoteReview words={words} plans={plans} answers={answers} />;
  }
}

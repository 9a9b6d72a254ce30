import { companyValues, fillIn, type FillValues } from '../../../contract/values/content/fill-in';
import { useDocument } from './useDocument';

/**
 * Puts the company's published facts ({name}, {city}…) and the given values into a document's
 * text (src/lib/fillIn.ts). Every page has the company's document: the layout's route shows it.
 */
export function useFill(): (text: string, values?: FillValues) => string {
  const company = useDocument('company');
  const facts = company ? companyValues(company) : {};
  return (text, values = {}) => fillIn(text, { ...facts, ...values });
}

// Counted words in English, by the language's plural rules (Intl.PluralRules) rather than by hand:
// '1 sample', '2 samples', '0 samples', '1.5 days'. One helper for the site (the public pages and
// the back office) and the server (its emails and messages). Like constants.ts, this module
// imports nothing, so the site can import its values.

let rules: Intl.PluralRules | undefined;

/**
 * `one` or `other`, the form English uses with `count`. The rules are made on first use: a page
 * that counts nothing never pays for them.
 */
export function pluralise(count: number, one: string, other: string): string {
  rules ??= new Intl.PluralRules('en-GB');
  return rules.select(count) === 'one' ? one : other;
}

/** The count and its noun: '1 sample', '12 samples'; `shown` writes the number ('1,200'). */
export const withCount = (count: number, one: string, other: string, shown = String(count)) =>
  `${shown} ${pluralise(count, one, other)}`;

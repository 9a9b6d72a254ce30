// What every CSV export shares: a cell a spreadsheet would run as a formula (starting with =, +,
// -, @, a tab or a carriage return) starts with ' instead (docs/security.md, "Leads"), and a
// range of days whose first day is after its last is refused with one sentence.

import { HttpError } from './errors';

/** A cell a spreadsheet would run as a formula, made text: ' before it. */
export const spreadsheetText = (value: string): string =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

export const FROM_AFTER_TO = 'The first day (from) must not be after the last one (to).';

/** 400 when a range's first day (YYYY-MM-DD) is after its last. */
export const checkRange = (from: string | undefined, to: string | undefined): void => {
  if (from !== undefined && to !== undefined && from > to) throw new HttpError(400, FROM_AFTER_TO);
};

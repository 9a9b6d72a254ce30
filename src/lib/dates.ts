// How the site writes dates, in British English: a policy's date ('1 November 2026'), and a moment
// in the back office ('1 Mar 2026, 10:00').

/** An ISO timestamp as a medium date and a short time. */
export const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '1 November 2026' for an ISO date, in British style; the same in every time zone. Written out
 * rather than with Intl.DateTimeFormat, whose first use costs a phone a long task
 * (docs/performance.md).
 */
export const formatPolicyDate = (isoDate: string): string => {
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** Today in the browser's time zone, YYYY-MM-DD (a date field's value). */
export const todayDate = (now = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** An ISO moment as a datetime-local field's value, in the browser's time zone. */
export const localDateTimeOf = (iso: string): string => {
  const d = new Date(iso);
  return `${todayDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** How long ago (or how soon) a moment is, in words: '2 minutes ago', 'yesterday', 'now'. */
export function relativeTimeOf(iso: string, now = new Date()): string {
  let amount = (new Date(iso).getTime() - now.getTime()) / 1000;
  const words = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(amount) < size) return words.format(Math.round(amount), unit);
    amount /= size;
  }
  return words.format(Math.round(amount), 'year');
}

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

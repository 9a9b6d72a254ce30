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

// How the back office writes a moment: '1 Mar 2026, 10:00' (British English).

/** An ISO timestamp as a medium date and a short time. */
export const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

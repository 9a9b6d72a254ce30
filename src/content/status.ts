// The words any page may show while something loads or the session changes by itself: the
// loading and checking texts and the session's notice.

export const statusCopy = {
  /** What a list or a page shows until its data or code arrives. */
  loading: 'Loading...',
  /** What a page that depends on the session shows until the start-up check has run. */
  checkingSession: 'Checking login status...',
  /** Shown once when the session ended by itself (its token expired, or the server said 401). */
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

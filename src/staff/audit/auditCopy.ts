// The audit log's words (its chunk only).

export const auditCopy = {
  title: 'Audit log',
  empty: 'No changes yet.',
  details: 'Before and after',
} as const;

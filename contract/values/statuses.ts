// The statuses of the back office's contact messages and outbox, shared by the site and the
// server (contract/values/constants.ts re-exports them).

export const MESSAGE_STATUSES = ['unread', 'handled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** An email of the outbox: waiting (or being retried), sent, or given up after its last attempt. */
export const EMAIL_STATUSES = ['failed', 'pending', 'sent'] as const;

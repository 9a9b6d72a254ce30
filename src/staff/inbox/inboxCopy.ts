// The inbox's words (its chunk only).

export const inboxCopy = {
  title: 'Inbox',
  search: 'Search messages',
  searchHint: 'Words of the name, email, subject or text (their start is enough)',
  status: 'Show',
  statuses: [
    { value: '', label: 'All messages' },
    { value: 'unread', label: 'Unread' },
    { value: 'handled', label: 'Handled' },
  ],
  empty: 'No messages match.',
  /** The message list's accessible name. */
  listLabel: 'Messages',
  /** After the title: 'Inbox (3 unread)'. */
  unreadCount: (count: number) => ` (${count} unread)`,
  /** Who wrote and when: 'Ada Lovelace <ada@example.com> · 1 March 2026, 10:00'. */
  sender: (name: string, email: string, date: string) => `${name} <${email}> · ${date}`,
  unread: 'Unread',
  handled: 'Handled',
  markHandled: 'Mark handled',
  markUnread: 'Mark unread',
  reply: 'Reply by email',
  /** To the same message on the Leads page (its stage, owner, notes). */
  asLead: 'Open as a lead',
  close: 'Back to the list',
  replySubject: (subject: string) => `Re: ${subject}`,
  replyBody: (name: string, date: string, text: string) =>
    `\n\nOn ${date}, ${name} wrote:\n${text
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n')}`,
} as const;

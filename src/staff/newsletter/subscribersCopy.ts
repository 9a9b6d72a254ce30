// The Subscribers page's words (its chunk only).

import { withCount } from '../../../contract/values/plural';

export const subscribersCopy = {
  title: 'Subscribers',
  intro:
    'The people who receive our insights by email. An address leaves the list when its person ' +
    'unsubscribes or its emails bounce; only a keyed fingerprint of it is kept, so that it is ' +
    'never mailed again, not even when imported again.',
  counts: 'Counts',
  pending: 'Pending (not confirmed yet)',
  confirmed: 'Confirmed',
  suppressed: 'Suppressed (unsubscribed or bounced)',
  search: 'Search by address',
  searchHint: 'Part of an email address.',
  status: 'Status',
  statuses: { '': 'Every status', pending: 'Pending', confirmed: 'Confirmed' },
  empty: 'Nobody has subscribed yet.',
  none: 'No subscriber matches.',
  allTopics: 'Every topic',
  topics: 'Topics',
  source: 'Source',
  consentAt: 'Consent',
  remove: 'Remove',
  askRemove: (email: string) =>
    `Remove ${email}? The subscription is deleted and the address is suppressed: it will never ` +
    'be mailed again, even if imported again. Only its owner subscribing and confirming again ' +
    'lifts that.',
  confirmRemove: 'Remove and suppress',
  keep: 'Keep',
  removed: (email: string) => `${email} is removed and suppressed.`,
  exportTitle: 'Export',
  exportButton: 'Export CSV',
  exporting: 'Exporting...',
  exportHint: 'Every subscriber with their consent record, as a CSV file for a spreadsheet.',
  exportReady: (name: string) => `Download ${name}`,
  importTitle: 'Import CSV',
  importHint:
    'The first line names the columns: email, and optionally topics (tags, separated by spaces) ' +
    'and consent_source. Then one subscriber a line.',
  file: 'CSV file',
  noFile: 'Choose a CSV file first.',
  statesConsent: 'These people already gave their consent elsewhere',
  statesConsentHint:
    'Left unticked, everyone imported receives one confirmation email and is subscribed only ' +
    'once they confirm.',
  consentSource: 'Where they gave their consent',
  consentSourceHint: 'Kept as their consent record, e.g. "Sign-up sheet at the 2026 meetup".',
  noSource: 'Say where they gave their consent, or untick the box.',
  send: 'Import',
  sending: 'Importing...',
  reportTitle: 'Import report',
  imported: (n: number) => `${withCount(n, 'subscriber', 'subscribers')} imported.`,
  confirmations: (n: number) =>
    `${withCount(n, 'confirmation email', 'confirmation emails')} sent (they are subscribed once they confirm).`,
  refusedTitle: (n: number) => `${withCount(n, 'line', 'lines')} refused`,
  line: 'Line',
  address: 'Address',
  reason: 'Reason',
} as const;

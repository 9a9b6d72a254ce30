// The words of the back office's Leads page: the board, the list, a lead's details, the figures
// and the export (docs/product.md, "Leads"). The stages' names are the contract's
// (LEAD_STAGE_LABELS of contract/values/leads.ts), which the digest email and the CSV export use too, and
// so are the kinds' (LEAD_KIND_LABELS).

import {
  LEAD_KIND_LABELS,
  LEAD_STAGE_LABELS,
  type LeadStage,
} from '../../../contract/values/leads';
import { withCount } from '../../../contract/values/plural';

const stage = (s: LeadStage): string => LEAD_STAGE_LABELS[s];

export const leadsCopy = {
  title: 'Leads',
  views: { board: 'Board', list: 'List' },
  viewLabel: 'Show the leads as',
  filtersLabel: 'Filter leads',
  search: 'Search leads',
  searchHint: 'Words of the name, email, subject or message (their start is enough)',
  stage: 'Stage',
  anyStage: 'Every stage',
  owner: 'Owner',
  anyOwner: 'Anyone',
  noOwner: 'Nobody yet',
  kind: 'Kind',
  anyKind: 'Any kind',
  kinds: LEAD_KIND_LABELS,
  from: 'Arrived from',
  to: 'Arrived until',
  clear: 'Clear filters',
  empty: 'No leads match.',
  inbox: 'Open the inbox',
  /** A board column's heading: 'Won (3)'. */
  column: (s: LeadStage, total: number) => `${stage(s)} (${total})`,
  columnEmpty: 'None',
  /** Under a column that holds more than it shows. */
  columnMore: (shown: number, total: number) =>
    `Showing ${shown} of ${total}: the list shows them all.`,
  /** The board's instructions, read with it. */
  boardHint:
    'Drag a card to another column, or use its "Move" button and choose a stage: the keyboard works too.',
  boardLabel: 'Leads by stage',
  move: 'Move',
  moveLabel: (name: string) => `Move ${name}`,
  moveTo: (s: LeadStage) => `To ${stage(s)}`,
  moved: (name: string, s: LeadStage) => `Moved ${name} to ${stage(s)}.`,
  moveFailed: (name: string, reason: string) => `${name} was not moved: ${reason}`,
  open: (name: string) => `Open ${name}`,
  followUp: (date: string) => `Follow up ${date}`,
  overdue: 'overdue',
  due: 'due today',
  unowned: 'No owner',
  lostTitle: (name: string) => `Why was ${name}'s lead lost?`,
  lostReason: 'Reason',
  lostHint: 'For example: chose another supplier, no budget.',
  lostConfirm: 'Mark lost',
  cancel: 'Cancel',
  // The list.
  listLabel: 'Leads, newest first',
  columns: ['Lead', 'Kind', 'Stage', 'Owner', 'Follow up', 'Received'],
  // A lead's details.
  detailLabel: 'Lead',
  close: 'Close',
  contact: 'Contact',
  received: (date: string) => `Received ${date}`,
  message: 'Message',
  noOwnWords: 'No message beyond the quote answers.',
  quote: 'Quote answers',
  service: 'Service',
  tier: 'Tier',
  range: 'Indicative range',
  noRange: 'None shown',
  saveStage: 'Save stage',
  saveOwner: 'Save owner',
  followUpLabel: 'Next follow-up',
  saveFollowUp: 'Save date',
  clearFollowUp: 'No follow-up',
  saved: 'Saved.',
  notes: 'Notes',
  noNotes: 'No notes yet.',
  note: 'Add a note',
  addNote: 'Add note',
  noteAdded: 'Note added.',
  noteBy: (email: string, date: string) => `${email} · ${date}`,
  history: 'History',
  noHistory: 'No changes yet.',
  lostBecause: (reason: string) => `Lost: ${reason}`,
  erase: 'Erase this lead…',
  eraseTitle: 'Forget this person',
  eraseHint:
    'When the person asks to be forgotten: the message or quote request, its notes, what the history says of it and the emails about it are erased for good. The history keeps only that a lead was erased.',
  eraseConfirm: 'Erase it for good',
  erased: (name: string) => `${name}'s lead was erased.`,
  // The figures.
  statsTitle: 'Leads at a glance',
  perWeek: 'New leads per week (last 8 weeks)',
  weekOf: 'Week of',
  count: 'New leads',
  winRate: 'Win rate',
  winRateValue: (rate: number | null, won: number, lost: number) =>
    rate === null
      ? 'No lead won or lost yet'
      : `${Math.round(rate * 100)}% (${won} won, ${lost} lost)`,
  medianReply: 'Median time to a first reply',
  medianValue: (hours: number | null) =>
    hours === null
      ? 'No lead answered yet'
      : hours < 48
        ? withCount(hours, 'hour', 'hours')
        : withCount(Math.round((hours / 24) * 10) / 10, 'day', 'days'),
  // The export.
  exportTitle: 'Export as CSV',
  exportFrom: 'From',
  exportTo: 'To',
  exportButton: 'Download CSV',
  exporting: 'Preparing...',
  exportHint:
    'Every lead that arrived on these days, with its message. UTF-8, opens in spreadsheets.',
  exportReady: (name: string) => `${name} is downloaded.`,
} as const;

/** What the audit log's lead actions say in a lead's history. */
export const leadHistoryCopy: Readonly<Record<string, string>> = {
  'lead.stage': 'Stage changed',
  'lead.owner': 'Owner changed',
  'lead.follow-up': 'Follow-up changed',
  'lead.note': 'Note added',
  'lead.delete': 'Lead erased',
  'message.status': 'Inbox status changed',
};

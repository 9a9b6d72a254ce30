// The words of the back office's Applications page (docs/product.md §10.17). The stages' names
// are the contract's (APPLICATION_STAGE_LABELS of contract/values/applications.ts); the emails' words
// are the `hiring` content document's, which staff edit under Content.

import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  type ApplicationStage,
} from '../../../contract/values/applications';
import { withCount } from '../../../contract/values/plural';

/** What the history's words read of a row of the audit log (ApplicationDetail's history). */
interface HistoryEntry {
  action: string;
  after?: unknown;
  actorEmail: string;
  actorName: string | null;
}

/** A field of an audit row's `after` (an object the server wrote), if it is there. */
const field = (after: unknown, name: string): unknown =>
  typeof after === 'object' && after !== null
    ? (after as Record<string, unknown>)[name]
    : undefined;

const isStage = (value: unknown): value is ApplicationStage =>
  APPLICATION_STAGES.includes(value as ApplicationStage);

/** What a row of an application's history says happened, without its author. */
function happened({ action, after }: HistoryEntry): string {
  const stage = field(after, 'stage');
  const rating = field(after, 'rating');
  const template = field(after, 'template');
  switch (action) {
    case 'application.stage':
      return isStage(stage) ? `Moved to ${APPLICATION_STAGE_LABELS[stage]}` : 'Stage changed';
    case 'application.rating':
      return typeof rating === 'number' ? `Rated ${rating} of 5` : 'Rating removed';
    case 'application.note':
      return 'Note added';
    case 'application.email':
      return template === 'interview'
        ? 'Interview invitation emailed'
        : template === 'rejection'
          ? 'Rejection emailed'
          : 'Email sent';
    case 'application.cv-download':
      return 'CV downloaded';
    case 'application.export':
      return 'Data exported as JSON';
    default:
      return `Changed (${action})`;
  }
}

export const hiringCopy = {
  title: 'Applications',
  posting: 'Posting',
  choosePosting: 'Choose a posting',
  open: 'open',
  closedSince: (day: string) => `closed ${day}`,
  stage: 'Stage',
  anyStage: 'Every stage',
  stageLabel: (s: ApplicationStage): string => APPLICATION_STAGE_LABELS[s],
  counts: 'Applications by stage',
  empty: 'No applications match.',
  noPostings: 'No postings yet.',
  loading: 'Loading applications...',
  received: 'Received',
  rating: 'Rating',
  noRating: 'Not rated',
  ratingOf: (n: number) => `${n} of 5`,
  close: 'Close',
  details: 'Candidate',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  links: 'Links',
  coverLetter: 'Cover letter',
  cv: 'CV',
  downloadCv: (name: string) => `Download ${name}`,
  kept: (days: number) =>
    `Kept ${withCount(days, 'day', 'days')} after the posting closes (the candidate agreed).`,
  moveTo: 'Move to stage',
  notes: 'Notes',
  noNotes: 'No notes yet.',
  addNote: 'Add a note',
  saveNote: 'Save note',
  emails: 'Email the candidate',
  templates: { interview: 'Interview invitation', rejection: 'Rejection' },
  preview: (what: string) => `Preview: ${what}`,
  send: 'Send this email',
  cancel: 'Cancel',
  sent: (to: string) => `Sent to ${to} (see Emails).`,
  editTemplates: 'Edit the templates',
  dataRights: 'The candidate’s data',
  export: 'Export as JSON',
  delete: 'Delete the application',
  confirmDelete: 'Delete it for good: the application, its CV and notes',
  deleted: 'The application was deleted.',
  history: 'History',
  noHistory: 'Nothing done by staff yet.',
  /** A row of the history in words: 'Moved to Interview by Amara Okafor'. */
  historyLine: (entry: HistoryEntry): string =>
    `${happened(entry)} by ${entry.actorName ?? entry.actorEmail}`,
  storage: 'Storage for CVs',
  storageUsed: (cvs: number, used: string, quota: string, percent: string) =>
    `${cvs} ${cvs === 1 ? 'CV takes' : 'CVs take'} ${used} of ${quota} (${percent}%).`,
  storageNearlyFull:
    'The storage for CVs is nearly full. Past it, candidates are told to try again later or to ' +
    'email their application. Delete applications you no longer need, or ask the site’s ' +
    'administrator to raise CV_QUOTA_MB.',
} as const;

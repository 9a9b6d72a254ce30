// The Campaigns page's words (its chunk only).

import type { CampaignStatus } from '../../../contract/values/campaigns';
import { withCount } from '../../../contract/values/plural';

export const campaignsCopy = {
  title: 'Campaigns',
  intro:
    'Send an insight, or a short note, to the confirmed subscribers: all of them or those of one ' +
    'topic. Preview it as the email, send a test to yourself, then schedule it or send it now. ' +
    'Nobody is mailed twice, and nobody who unsubscribed or whose address bounced.',
  empty: 'No campaign yet.',
  newCampaign: 'New campaign',
  listLabel: 'Campaigns',
  statuses: {
    draft: 'Draft',
    scheduled: 'Scheduled',
    sending: 'Sending',
    sent: 'Sent',
    cancelled: 'Cancelled',
  } satisfies Record<CampaignStatus, string>,
  everyone: 'Everyone',
  topicAudience: (topic: string) => `Topic: ${topic}`,
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  startedAt: (when: string) => `Sending since ${when}`,
  sentAt: (when: string) => `Sent ${when}`,
  createdAt: (when: string) => `Written ${when}`,
  countsLabel: (subject: string) => `Counts of ${subject}`,
  counts: { sent: 'Sent', failed: 'Failed', bounced: 'Bounced', unsubscribed: 'Unsubscribed' },
  edit: 'Edit',
  cancel: 'Cancel',
  unscheduled: (subject: string) => `${subject} is no longer scheduled: it is a draft again.`,
  cancelled: (subject: string) => `${subject} is cancelled: nobody else receives it.`,
  remove: 'Delete',
  removed: (subject: string) => `${subject} is deleted.`,

  formNew: 'New campaign',
  formEdit: 'Edit campaign',
  subject: 'Subject',
  subjectHint: 'The subject line people see in their inbox.',
  noSubject: 'Write the subject.',
  what: 'What to send',
  article: 'An insight (a published article)',
  note: 'A short note',
  articleLabel: 'Insight',
  chooseArticle: 'Choose an insight',
  noArticles: 'No insight is published yet: publish one, or send a note.',
  noArticle: 'Choose the insight to send.',
  noteLabel: 'Note',
  noteHint: 'A few paragraphs: headings, lists and links are kept in the email.',
  noNote: 'Write the note.',
  loadingEditor: 'Loading the editor...',
  audience: 'Who receives it',
  audienceAll: 'Every confirmed subscriber',
  audienceTopic: 'The subscribers of one topic',
  topicLabel: 'Topic',
  chooseTopic: 'Choose a topic',
  noTopics: 'No topic yet: topics are the tags of published insights.',
  noTopic: 'Choose the topic.',
  topicHint: 'Subscribers who chose every topic receive it too.',
  save: 'Save draft',
  saving: 'Saving...',
  saved: 'Draft saved.',
  close: 'Close',

  previewButton: 'Preview as email',
  previewTitle: 'Preview',
  previewHtml: (subject: string) => `The email "${subject}" as HTML`,
  previewText: 'The plain text version',
  previewClose: 'Close the preview',
  testButton: 'Send a test to me',
  testSent: 'A test was sent to your address.',

  scheduleAt: 'Send at',
  scheduleHint: (zone: string) => `Your time zone: ${zone}.`,
  noTime: 'Choose the day and time to send it.',
  scheduleButton: 'Schedule',
  scheduled: (when: string) => `Scheduled for ${when}.`,

  sendNow: 'Send now',
  askSend: (people: number | null, audience: string) =>
    people === null
      ? `Send it now to ${audience}? It cannot be taken back once it has gone.`
      : `Send it now to ${withCount(people, 'person', 'people', people.toLocaleString('en-GB'))} ` +
        `(${audience})? It cannot be ` +
        'taken back once it has gone.',
  confirmSend: 'Yes, send it',
  keep: 'Not now',
  sending: (subject: string) => `${subject} is being sent.`,
  audienceOf: (topic: string | null) =>
    topic === null ? 'every confirmed subscriber' : `the subscribers of ${topic}`,
} as const;

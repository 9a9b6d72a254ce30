// The words of the notices the site sends its own staff, beside content.ts (visitors' and
// members' emails): the daily digest of leads to follow up, and the hiring inbox's notice of a
// job application or its daily digest of them. A notice of an application names the candidate and
// the role and links to the back office, where only administrators read the rest: never the CV
// or the candidate's contact details, so a forwarded notice gives nothing away. Signed with the company's facts as
// published now; values people typed are passed as they are and render.ts escapes them.

import type { CompanyFactsData } from '../../contract/documents';
import { LEAD_STAGE_LABELS } from '../../contract/values/leads';
import { withCount } from '../../contract/values/plural';
import type { ApplicationNotice, ApplicationsOfDay, DueLeads } from '../db';
import type { EmailContent } from './render';

/** The notices' words, signed with the company's facts as given. */
export const noticeContentFor = (company: CompanyFactsData) => {
  const signature = `${company.name}\n${company.supportEmail} · ${company.phone.display}`;
  const inBackOffice =
    'The details, the cover letter and the CV are in the back office, for administrators only: ' +
    'not in this email.';
  return {
    /** A new job application, to the hiring inbox (HIRING_NOTIFY=each). */
    applicationNotice(application: ApplicationNotice, link: string): EmailContent {
      return {
        subject: `New job application: ${application.fullName} for ${application.role}`,
        blocks: [
          'Hello,',
          `${application.fullName} applied for ${application.role}.`,
          inBackOffice,
          { link: { label: 'Open the application', href: link } },
          signature,
        ],
      };
    },

    /** The applications of a day, to the hiring inbox (HIRING_NOTIFY=daily). */
    applicationDigest(day: string, received: ApplicationsOfDay, link: string): EmailContent {
      const more = received.count - received.applications.length;
      return {
        subject: `${withCount(received.count, 'job application', 'job applications')} on ${day}`,
        blocks: [
          'Hello,',
          `These job applications arrived on ${day} (UTC):`,
          { fields: received.applications.map((a) => [a.fullName, a.role] as const) },
          ...(more > 0 ? [`And ${more} more.`] : []),
          inBackOffice,
          { link: { label: 'Open the applications', href: link } },
          signature,
        ],
      };
    },

    /** An admin's leads due for a follow-up today or overdue (server/leads/digest.ts). */
    leadDigest(due: DueLeads & { day: string }, link: string): EmailContent {
      const more = due.count - due.leads.length;
      return {
        subject: `${withCount(due.count, 'lead', 'leads')} to follow up today`,
        blocks: [
          'Hello,',
          `These leads of yours are due for a follow-up today (${due.day}) or overdue:`,
          {
            fields: due.leads.map(
              (lead) =>
                [
                  lead.fullName,
                  `${lead.subject} (${LEAD_STAGE_LABELS[lead.stage]}, follow up on ${lead.followUpOn ?? ''})`,
                ] as const,
            ),
          },
          ...(more > 0 ? [`And ${more} more.`] : []),
          { link: { label: 'Open your leads', href: link } },
          signature,
        ],
      };
    },
  };
};

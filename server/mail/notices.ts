// The words of the notices the site sends its own staff, beside content.ts (visitors' and
// members' emails): the daily digest of leads to follow up. Signed with the company's facts as
// published now; values people typed are passed as they are and render.ts escapes them.

import type { CompanyFactsData } from '../../contract/documents';
import { LEAD_STAGE_LABELS } from '../../contract/leads';
import { withCount } from '../../contract/plural';
import type { DueLeads } from '../db';
import type { EmailContent } from './render';

/** The notices' words, signed with the company's facts as given. */
export const noticeContentFor = (company: CompanyFactsData) => {
  const signature = `${company.name}\n${company.supportEmail} · ${company.phone.display}`;
  return {
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

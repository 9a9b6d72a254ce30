// A refusal shown at its field of the campaign's form (CampaignForm.tsx), and the ids a field is
// described by: its hint, and its problem when it has one.

import own from './Campaigns.module.css';

export function CampaignProblem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className={own.error}>
      {text}
    </p>
  ) : null;
}

/** The `aria-describedby` of a field: its hint's id, and its problem's (`id`) when it has one. */
export const describedBy = (id: string, problem: string | undefined, hint?: string) =>
  [hint, problem ? id : ''].filter(Boolean).join(' ') || undefined;

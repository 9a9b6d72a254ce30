// The words for a job posting's employment type and workplace: the posting's page and the back
// office's editor show them (a module of its own, so the editor loads nothing else of the page).

import { company } from '../../contract/company';
import type { EmploymentType, Workplace } from '../../contract/constants';

export const employmentTypeLabels: Readonly<Record<EmploymentType, string>> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Paid by the day',
  OTHER: 'Other',
};

export const workplaceLabels: Readonly<Record<Workplace, string>> = {
  onsite: `At our ${company.address.city} office`,
  hybrid: `Hybrid: our ${company.address.city} office and home`,
  remote: 'Remote',
};

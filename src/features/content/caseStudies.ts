import { caseStudyPath } from '../../../contract/values/content/case-studies';
import type { DocumentData } from '../../api/types';

// The case studies (the `caseStudies` document) as the list page, the home page's latest studies
// and a service page's studies show them (components/content/CaseStudyCards.tsx): each with its first
// image and the address of its page.

type Study = DocumentData<'caseStudies'>['studies'][number];

export const caseStudyCards = (studies: readonly Study[]) =>
  studies.flatMap((study) => {
    const [image] = study.images;
    return image ? [{ ...study, image, path: caseStudyPath(study.slug) }] : [];
  });

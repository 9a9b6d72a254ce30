import { serviceOf, studiesUsing } from '../../../contract/values/content/case-studies';
import { CaseStudyCards } from '../../components/content/CaseStudyCards';
import { Section } from '../../components/page/Section';
import { caseStudyCards } from '../../features/content/caseStudies';
import { useDocument } from '../../features/content/useDocument';

/** A service page's case studies: those that used the service at `path`, newest first; none: nothing. */
export function ServiceCaseStudies({ path }: { path: string }) {
  const page = useDocument('caseStudies');
  const service = serviceOf(path);
  if (!page || !service) return null;
  const studies = studiesUsing(page.studies, service);
  if (studies.length === 0) return null;
  const { heading, intro } = page.servicePage;
  return (
    <Section title={heading} intro={intro} alt>
      <CaseStudyCards studies={caseStudyCards(studies)} readMore={page.readMore} />
    </Section>
  );
}

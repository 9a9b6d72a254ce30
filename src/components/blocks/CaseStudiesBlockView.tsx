import type { BlockOf } from '../../../contract/blocks';
import { serviceOf, studiesUsing } from '../../../contract/values/content/case-studies';
import { caseStudyCards } from '../../features/content/caseStudies';
import { useDocument } from '../../features/content/useDocument';
import { CaseStudyCards } from '../content/CaseStudyCards';
import { Section } from '../page/Section';

/** The newest case studies, of one service or all, as cards; none to show: nothing. */
export function CaseStudiesBlockView({ block }: { block: BlockOf<'caseStudies'> }) {
  const page = useDocument('caseStudies');
  const [path] = block.service;
  const service = (path && serviceOf(path)) || null;
  const studies = page ? studiesUsing(page.studies, service).slice(0, block.count) : [];
  if (!page || studies.length === 0) return null;
  return (
    <Section id={block.id} title={block.heading} intro={block.intro || undefined} centered>
      <CaseStudyCards studies={caseStudyCards(studies)} readMore={page.readMore} />
    </Section>
  );
}

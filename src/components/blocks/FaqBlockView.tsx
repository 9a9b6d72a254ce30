import type { BlockOf } from '../../../contract/blocks';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useFill } from '../../features/content/useFill';
import { selectFaqOpenId, uiActions } from '../../features/ui/uiSlice';
import { Accordion } from '../content/Accordion';
import { Section } from '../page/Section';

/**
 * Questions and answers as native disclosures (they open without JavaScript); once the app runs,
 * the open answer lives in the store, one on the page at a time, as on the FAQ page.
 */
export function FaqBlockView({ block }: { block: BlockOf<'faq'> }) {
  const dispatch = useAppDispatch();
  const openId = useAppSelector(selectFaqOpenId);
  const fill = useFill();
  return (
    <Section id={block.id} title={block.heading} intro={block.intro || undefined}>
      <Accordion
        name="faq"
        items={block.questions.map((item) => ({
          id: `${block.id}-${item.id}`,
          title: item.question,
          content: fill(item.answer)
            .split('\n')
            .filter((line) => line.trim())
            .map((line, i) => <p key={i}>{line}</p>),
        }))}
        openId={openId}
        onToggle={(id) => dispatch(uiActions.faqItemToggled(id))}
        onAttach={(id) => dispatch(uiActions.faqItemOpened(id))}
      />
    </Section>
  );
}

import type { BlockOf } from '../../../contract/blocks';
import { useDocument } from '../../features/content/useDocument';
import { Card, CardGrid } from '../content/Card';
import { ButtonLink } from '../forms/Button';
import { Section } from '../page/Section';

/** The services' cards (the services page's), each with its icon and a link to its page. */
export function ServiceCardsBlockView({ block }: { block: BlockOf<'serviceCards'> }) {
  const page = useDocument('services');
  if (!page) return null;
  return (
    <Section id={block.id} title={block.heading} intro={block.intro || undefined} centered>
      <CardGrid minWidth={15} label={page.listLabel}>
        {page.cards.map((card) => (
          <li key={card.path}>
            <Card
              title={card.title}
              image={{ ...card.icon, variant: 'icon' }}
              action={
                <ButtonLink to={card.path} variant="secondary" context={card.title}>
                  {page.linkLabel}
                </ButtonLink>
              }
            >
              <p>{card.content}</p>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

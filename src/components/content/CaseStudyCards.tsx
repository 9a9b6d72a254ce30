import { ButtonLink } from '../forms/Button';
import { Card, CardGrid } from './Card';

// Case studies as cards: each its first image, client, title and summary, and a link to its page
// (/case-studies/<slug>). The list page, the home page's latest studies and a service page's
// studies show them alike.

interface CaseStudyCard {
  title: string;
  client: string;
  summary: string;
  image: { url: string; alt: string; width: number; height: number };
  path: string;
}

export function CaseStudyCards({
  studies,
  readMore,
  level,
}: {
  studies: readonly CaseStudyCard[];
  /** The link's words; the study's title follows for screen readers. */
  readMore: string;
  level?: 2 | 3;
}) {
  return (
    <CardGrid minWidth={17}>
      {studies.map((study) => (
        <li key={study.path}>
          <Card
            title={study.title}
            level={level}
            image={study.image}
            action={
              <ButtonLink to={study.path} variant="secondary" context={study.title}>
                {readMore}
              </ButtonLink>
            }
          >
            <p>
              <strong>{study.client}</strong>
            </p>
            <p>{study.summary}</p>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}

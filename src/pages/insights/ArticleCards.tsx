import type { ArticleCard } from '../../../contract/api/article-shapes';
import { Card, CardGrid } from '../../components/content/Card';
import { ButtonLink } from '../../components/forms/Button';
import { insightsCopy as words } from '../../content/insights';
import { ArticleMeta } from './ArticleMeta';

/** Articles as cards: each its image, title, summary, author, date and reading time. */
export function ArticleCards({
  articles,
  level = 2,
  firstIsLcp = false,
}: {
  articles: readonly ArticleCard[];
  level?: 2 | 3;
  /** The first card's image is the page's largest above the fold. */
  firstIsLcp?: boolean;
}) {
  return (
    <CardGrid minWidth={17}>
      {articles.map((article, i) => (
        <li key={article.slug}>
          <Card
            title={article.title}
            level={level}
            image={
              article.image ? { ...article.image, priority: firstIsLcp && i === 0 } : undefined
            }
            action={
              <ButtonLink to={article.path} variant="secondary" context={article.title}>
                {words.readMore}
              </ButtonLink>
            }
          >
            <ArticleMeta article={article} />
            <p>{article.summary}</p>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}

import type { ArticleCard } from '../../../contract/api/article-shapes';
import { Card, CardGrid } from '../../components/content/Card';
import { ButtonLink } from '../../components/forms/Button';
import { insightsCopy as words } from '../../content/insights';
import { ArticleMeta } from './ArticleMeta';
import styles from './Insights.module.css';

/**
 * Articles as cards: each its image, title, summary, author, date and reading time. A card is as
 * tall as what it shows: one without an image closes up instead of stretching to its row's
 * tallest card, which left a blank box the size of the missing image.
 */
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
        <li key={article.slug} className={styles.card}>
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

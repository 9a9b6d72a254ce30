import { Suspense, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import type { ArticleView } from '../../../contract/api/articles';
import { INSIGHTS_PATH } from '../../../contract/values/content/articles';
import { tagPath } from '../../../contract/values/content/insights';
import { useArticleQuery } from '../../api/insightsApi';
import { Blocks } from '../../components/blocks/Blocks';
import { Picture } from '../../components/content/Picture';
import { SubscribeForm } from '../../components/forms/SubscribeForm';
import { Link } from '../../components/links/Link';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { SiteIdentity } from '../../components/page/SiteIdentity';
import { insightsCopy as words } from '../../content/insights';
import { useFill } from '../../features/content/useFill';
import { answeredNotFound } from '../../lib/answeredNotFound';
import { formatPolicyDate } from '../../lib/dates';
import { ArticleCards } from './ArticleCards';
import { NoSuchInsight } from './NoSuchInsight';
import styles from './Insights.module.css';

// An article (/insights/<slug>): its title, summary, author with role and photo, dates, reading
// time and tags (each linking to its list), its body through the blocks' renderers (rich text
// among them), who wrote it, three related articles and the newsletter's subscribe form (plain
// HTML, posted without JavaScript). The server renders it with the article (404 for a slug not
// published, which the app then shows without asking the API again: src/lib/answeredNotFound.ts;
// a renamed one's old address answers 301).
//
// Its body's blocks load their kinds' code only (src/components/blocks/Blocks.tsx): an article of
// rich text carries no other block's.

const day = (timestamp: string) => formatPolicyDate(timestamp.slice(0, 10));

function Byline({ article }: { article: ArticleView }) {
  const { author } = article;
  const first = article.firstPublishedAt;
  const updated = article.publishedAt.slice(0, 10) !== first.slice(0, 10);
  return (
    <div className={styles.byline}>
      {author.photo && (
        <Picture
          className={styles.avatar}
          src={author.photo.url}
          alt={author.photo.alt}
          width={author.photo.width}
          height={author.photo.height}
          sizes="3rem"
        />
      )}
      <p>
        <Link to={author.path}>{author.name}</Link>
        {words.roleSuffix(author.role)}
        <br />
        {words.published} <time dateTime={first}>{day(first)}</time>
        {updated && (
          <>
            {' · '}
            {words.updated} <time dateTime={article.publishedAt}>{day(article.publishedAt)}</time>
          </>
        )}
        {' · '}
        {words.minutes(article.readingMinutes)}
      </p>
    </div>
  );
}

function Article({ article }: { article: ArticleView }) {
  const fill = useFill();
  const { siteUrl } = useContext(SiteIdentity);
  const { author, image, content } = article;
  return (
    <>
      <Seo
        title={content.seo.title}
        description={fill(content.seo.description)}
        path={article.path}
      />
      {image && <meta property="og:image" content={`${siteUrl}${image.url}`} />}
      <PageHeader eyebrow={words.eyebrow} title={article.title} intro={article.summary}>
        <Byline article={article} />
      </PageHeader>
      <article>
        {image && (
          <div className={`container ${styles.article}`}>
            <Picture
              className={styles.image}
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              sizes="(min-width: 52rem) 48rem, 100vw"
              priority
            />
          </div>
        )}
        {/* The blocks bring their own bands, each in the site's column. */}
        <div className={styles.body}>
          <Suspense fallback={null}>
            <Blocks blocks={content.body} />
          </Suspense>
        </div>
        <div className={`container ${styles.article}`}>
          {article.tags.length > 0 && (
            <nav aria-labelledby="article-tags" className={styles.tags}>
              <h2 id="article-tags">{words.tags}</h2>
              <ul>
                {article.tags.map((tag) => (
                  <li key={tag.slug}>
                    <Link to={tagPath(tag.slug)}>{tag.name}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <section aria-labelledby="article-author" className={styles.about}>
            <h2 id="article-author">{words.aboutAuthor(author.name)}</h2>
            <p>
              <strong>{author.name}</strong>
              {words.roleSuffix(author.role)}
            </p>
            {author.bio && <p>{author.bio}</p>}
            <p>
              <Link to={author.path}>{words.authorArticles(author.name)}</Link>
            </p>
          </section>
          <section aria-labelledby="article-subscribe-title">
            <h2 id="article-subscribe-title">{words.subscribe}</h2>
            <SubscribeForm id="article-subscribe" source="article" look="page" />
          </section>
        </div>
      </article>
      {article.related.length > 0 && (
        <section aria-labelledby="article-related" className={`container ${styles.related}`}>
          <h2 id="article-related">{words.related}</h2>
          <ArticleCards articles={article.related} level={3} />
        </section>
      )}
      <p className={`container ${styles.back}`}>
        <Link to={INSIGHTS_PATH}>{words.back}</Link>
      </p>
    </>
  );
}

export function ArticlePage({ slug }: { slug: string }) {
  // Where the server has just answered 404 (no article is published there), not asked again.
  const none = answeredNotFound(useLocation());
  const { data, isError } = useArticleQuery(slug, { skip: none });
  if (isError || none) return <NoSuchInsight />;
  if (!data) {
    return (
      <p className="container" role="status">
        {words.loading}
      </p>
    );
  }
  return <Article article={data} />;
}

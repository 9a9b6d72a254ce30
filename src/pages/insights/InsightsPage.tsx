import { useSearchParams } from 'react-router-dom';
import type { ArticleList } from '../../../contract/api/articles';
import { INSIGHTS_PATH, authorPath } from '../../../contract/values/content/articles';
import {
  articlesSearch,
  feedPath,
  insightsPagePath,
  readInsightsPage,
  tagPath,
} from '../../../contract/values/content/insights';
import { useArticlesQuery } from '../../api/insightsApi';
import { Picture } from '../../components/content/Picture';
import { Link } from '../../components/links/Link';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { insightsCopy as words } from '../../content/insights';
import { ArticleCards } from './ArticleCards';
import { NoSuchInsight } from './NoSuchInsight';
import styles from './Insights.module.css';

// A list of articles, newest first, ten a page (?page=N, with links to the pages before and
// after): all of them (/insights), a tag's (/insights/tag/<tag>) or an author's
// (/insights/author/<slug>, with who they are). The server renders each page with its articles
// (server/site/live-routes.ts) and answers 404 for a tag, an author or a page that has none.

/** The list's heading, title and description. */
function framing(list: ArticleList) {
  if (list.tag) {
    const { name } = list.tag;
    return {
      title: words.tagTitle(name),
      intro: words.tagIntro(name),
      description: words.tagDescription(name),
    };
  }
  if (list.author) {
    const { name, role } = list.author;
    return {
      title: name,
      eyebrow: role,
      intro: list.author.bio,
      description: words.authorDescription(name, role),
    };
  }
  return { title: words.title, intro: words.intro, description: words.description };
}

function AuthorPhoto({ photo }: { photo: NonNullable<ArticleList['author']>['photo'] }) {
  if (!photo) return null;
  return (
    <Picture
      className={styles.portrait}
      src={photo.url}
      alt={photo.alt}
      width={photo.width}
      height={photo.height}
      sizes="8rem"
      priority
    />
  );
}

export function InsightsPage({ tag, author }: { tag?: string; author?: string }) {
  const [params] = useSearchParams();
  const page = readInsightsPage(params);
  const { data: list, isError } = useArticlesQuery(
    articlesSearch({ tag, author, page: page ?? 1 }),
    {
      skip: page === null,
    },
  );
  if (page === null || isError) return <NoSuchInsight />;
  if (!list) {
    return (
      <>
        <PageHeader title={words.title} intro={words.intro} />
        <p className="container" role="status">
          {words.loading}
        </p>
      </>
    );
  }
  const listPath = tag ? tagPath(tag) : author ? authorPath(author) : INSIGHTS_PATH;
  const { title, eyebrow, intro, description } = framing(list);
  const suffix = page > 1 ? words.pageSuffix(page) : '';
  const at = (n: number) => insightsPagePath(listPath, n);
  return (
    <>
      <Seo
        title={`${title}${suffix}`}
        description={description}
        path={at(page)}
        prev={page > 1 ? at(page - 1) : undefined}
        next={page < list.pages ? at(page + 1) : undefined}
      />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={words.feed(title)}
        href={feedPath(listPath)}
      />
      <PageHeader eyebrow={eyebrow ?? words.eyebrow} title={title} intro={intro}>
        {list.author && <AuthorPhoto photo={list.author.photo} />}
      </PageHeader>
      <div className={`container ${styles.list}`}>
        {list.author && <h2>{words.authorArticles(list.author.name)}</h2>}
        {list.items.length > 0 ? (
          <ArticleCards
            articles={list.items}
            level={list.author ? 3 : 2}
            firstIsLcp={!list.author}
          />
        ) : (
          <p className={styles.empty}>{words.empty}</p>
        )}
        {list.pages > 1 && (
          <nav className={styles.pager} aria-label={words.pager.label}>
            {page > 1 && (
              <Link className={styles.pageStep} to={at(page - 1)} rel="prev">
                {words.pager.newer}
              </Link>
            )}
            <span>{words.pageOf(page, list.pages)}</span>
            {page < list.pages && (
              <Link className={styles.pageStep} to={at(page + 1)} rel="next">
                {words.pager.older}
              </Link>
            )}
          </nav>
        )}
        <p>
          <a href={feedPath(listPath)} type="application/atom+xml">
            {words.feedLink}
          </a>
        </p>
      </div>
    </>
  );
}

import { Link, useSearchParams } from 'react-router-dom';
import { readSearchQuery, searchAddress, type SearchQuery } from '../../../contract/values/search';
import { useSiteSearchQuery } from '../../api/api';
import type { SearchResults, SnippetPart } from '../../api/types';
import { Button } from '../../components/forms/Button';
import { SearchForm } from '../../components/forms/SearchForm';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { PATHS } from '../../config/paths';
import { searchCopy } from '../../content/search';
import styles from './Search.module.css';

/** The search's address for a page of it. */
const addressOf = (query: SearchQuery, page: number) => ({
  pathname: PATHS.search,
  search: searchAddress({ q: query.q, page, badPage: null }),
});

/** An address as a person reads it: `/products?q=Harbour: Agency` rather than `%3A+`. */
const readable = (path: string) => decodeURIComponent(path.replaceAll('+', ' '));

/** Text in parts, the words that matched as <mark> elements (text only, never HTML). */
const Marked = ({ parts }: { parts: SnippetPart[] }) =>
  parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text));

function Results({ results, query }: { results: SearchResults; query: SearchQuery }) {
  if (results.total === 0) {
    return (
      <div className={styles.empty}>
        <p role="status">{searchCopy.noResults(query.q)}</p>
        <p>{searchCopy.suggestionsHeading}</p>
        <ul>
          {searchCopy.suggestions.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p>
          {searchCopy.browse} <Link to={PATHS.services}>services</Link>,{' '}
          <Link to={PATHS.caseStudies}>case studies</Link> or <Link to={PATHS.faq}>FAQ</Link>.
        </p>
      </div>
    );
  }
  const { page, pages } = results;
  return (
    <>
      <p className={styles.count} role="status">
        {searchCopy.count(query.q, results.total)}
      </p>
      {results.wordsCut && <p className={styles.notice}>{searchCopy.wordsCut}</p>}
      {results.items.length === 0 && (
        <p className={styles.notice}>
          <Link to={addressOf(query, 1)}>{searchCopy.pastLast(pages)}</Link>
        </p>
      )}
      <ol className={styles.results} aria-label={searchCopy.resultsLabel}>
        {results.items.map((item) => (
          <li key={item.path} className={styles.result}>
            <h2>
              <Link to={item.path}>
                <Marked parts={item.titleParts} />
              </Link>
            </h2>
            <p className={styles.address}>{item.place ?? readable(item.path)}</p>
            <p className={styles.snippet}>
              <Marked parts={item.snippet} />
            </p>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={searchCopy.pagesLabel}>
          {page > 1 && (
            <Link className={styles.pageStep} to={addressOf(query, page - 1)} rel="prev">
              {searchCopy.previousPage}
            </Link>
          )}
          <span>{searchCopy.pageOf(page, pages)}</span>
          {page < pages && (
            <Link className={styles.pageStep} to={addressOf(query, page + 1)} rel="next">
              {searchCopy.nextPage}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}

/** /search?q=…&page=N: the box, and the results of the words (none without words). */
export default function SearchPage() {
  const [params] = useSearchParams();
  const query = readSearchQuery(params);
  const { data, isError, refetch } = useSiteSearchQuery(
    searchAddress({ ...query, badPage: null }),
    {
      skip: !query.q,
    },
  );
  let body = null;
  if (query.q && data) body = <Results results={data} query={query} />;
  else if (query.q && isError)
    body = (
      <div>
        <FlashMessage kind="error" text={searchCopy.loadError} />
        <Button onClick={() => void refetch()}>{searchCopy.retry}</Button>
      </div>
    );
  else if (query.q) body = <LoadingText>{searchCopy.loading}</LoadingText>;
  return (
    <>
      <Seo
        title={searchCopy.title}
        description={searchCopy.description}
        path={PATHS.search}
        noIndex
      />
      <PageHeader title={searchCopy.heading} />
      <div className={`container ${styles.page}`}>
        <SearchForm q={query.q} id="search-page-q" look="page" words={searchCopy.form} />
        {query.badPage !== null && (
          <p className={styles.notice} role="status">
            {searchCopy.badPage(query.badPage)}
          </p>
        )}
        {body}
      </div>
    </>
  );
}

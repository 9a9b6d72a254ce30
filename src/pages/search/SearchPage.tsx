import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/links/Link';
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
import { useDocument } from '../../features/content/useDocument';
import { useFill } from '../../features/content/useFill';
import { groupThousands } from '../../../contract/values/money';
import { pluralise } from '../../../contract/values/plural';
import type { DocumentData } from '../../api/types';
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

type Words = DocumentData<'search'>;

/** Links as a sentence's list: "a, b or c". */
function LinkList({ links, or }: { links: Words['noResults']['links']; or: string }) {
  return links.map((link, i) => (
    <span key={link.path}>
      {i === 0 ? '' : i === links.length - 1 ? ` ${or} ` : ', '}
      <Link to={link.path}>{link.label}</Link>
    </span>
  ));
}

function NoResults({ words, q }: { words: Words['noResults']; q: string }) {
  const fill = useFill();
  return (
    <div className={styles.empty}>
      <p role="status">{fill(words.text, { q })}</p>
      <p>{words.suggestionsHeading}</p>
      <ul>
        {words.suggestions.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <p>
        {words.browse} <LinkList links={words.links} or={words.or} />.
      </p>
    </div>
  );
}

function Results({
  results,
  query,
  words,
}: {
  results: SearchResults;
  query: SearchQuery;
  words: Words;
}) {
  const fill = useFill();
  if (results.total === 0) return <NoResults words={words.noResults} q={query.q} />;
  const counted = pluralise(results.total, words.count.one, words.count.other);
  const { page, pages } = results;
  return (
    <>
      <p className={styles.count} role="status">
        {fill(counted, { q: query.q, count: groupThousands(String(results.total)) })}
      </p>
      {results.wordsCut && <p className={styles.notice}>{words.wordsCut}</p>}
      {results.items.length === 0 && (
        <p className={styles.notice}>
          <Link to={addressOf(query, 1)}>{fill(words.pastLast, { pages })}</Link>
        </p>
      )}
      <ol className={styles.results} aria-label={words.resultsLabel}>
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
        <nav className={styles.pager} aria-label={words.pager.label}>
          {page > 1 && (
            <Link className={styles.pageStep} to={addressOf(query, page - 1)} rel="prev">
              {words.pager.previous}
            </Link>
          )}
          <span>{fill(words.pager.pageOf, { page, pages })}</span>
          {page < pages && (
            <Link className={styles.pageStep} to={addressOf(query, page + 1)} rel="next">
              {words.pager.next}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}

/** /search?q=…&page=N: the box, and the results of the words (none without words). */
export default function SearchPage() {
  const words = useDocument('search');
  const fill = useFill();
  const [params] = useSearchParams();
  const query = readSearchQuery(params);
  const { data, isError, refetch } = useSiteSearchQuery(
    searchAddress({ ...query, badPage: null }),
    {
      skip: !query.q,
    },
  );
  let body = null;
  if (!words) return null;
  if (query.q && data) body = <Results results={data} query={query} words={words} />;
  else if (query.q && isError)
    body = (
      <div>
        <FlashMessage kind="error" text={words.loadError} />
        <Button onClick={() => void refetch()}>{words.retry}</Button>
      </div>
    );
  else if (query.q) body = <LoadingText>{words.loading}</LoadingText>;
  return (
    <>
      <Seo
        title={words.seo.title}
        description={fill(words.seo.description)}
        path={PATHS.search}
        noIndex
      />
      <PageHeader title={words.heading} />
      <div className={`container ${styles.page}`}>
        <SearchForm q={query.q} id="search-page-q" look="page" words={words.form} />
        {query.badPage !== null && (
          <p className={styles.notice} role="status">
            {fill(words.badPage, { page: query.badPage })}
          </p>
        )}
        {body}
      </div>
    </>
  );
}

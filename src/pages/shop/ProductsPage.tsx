import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/links/Link';
import { SEARCH_MAX } from '../../../contract/values/forms/search-limit';
import { PATHS } from '../../config/paths';
import { useShopProductsQuery } from '../../api/api';
import type { DocumentData, ShopPage } from '../../api/types';
import { Button } from '../../components/forms/Button';
import { CardGrid } from '../../components/content/Card';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { shopCopy } from '../../content/shop';
import { useFill } from '../../features/content/useFill';
import { useDocument } from '../../features/content/useDocument';
import {
  PRODUCT_SORTS,
  readShopQuery,
  shopSearch,
  type ShopQuery,
  withSearch,
} from '../../../contract/values/shop';
import { CartLink } from './CartLink';
import { ProductCard } from './ProductCard';
import { categoryLabel, type ShopCategories } from './productFilter';
import { ShopPager } from './ShopPager';
import styles from './Shop.module.css';

type Words = DocumentData<'shop'>['products'];

/** The shop's address for a query. */
const addressOf = (query: ShopQuery) => ({
  pathname: PATHS.products,
  search: shopSearch(query),
});

/**
 * The search box and the order: a form that the browser sends itself (GET /products) before the
 * app runs or without it; with the app, what is typed shows at once and goes into the address
 * (`?q=`, page 1), which is what the server searches for. A change of address from elsewhere (a
 * link, the clear button, going back) replaces the text.
 */
function SearchForm({ query, words }: { query: ShopQuery; words: Words }) {
  const navigate = useNavigate();
  const [text, setText] = useState(query.q);
  const [seenQuery, setSeenQuery] = useState(query.q);
  if (query.q !== seenQuery) {
    setSeenQuery(query.q);
    if (query.q !== text.trim()) setText(query.q);
  }
  const go = (next: ShopQuery, replace: boolean) => void navigate(addressOf(next), { replace });
  return (
    <form
      role="search"
      method="get"
      action={PATHS.products}
      className={styles.filters}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.search}>
        <label htmlFor="product-search">{words.searchLabel}</label>
        <input
          id="product-search"
          type="search"
          name="q"
          autoComplete="off"
          maxLength={SEARCH_MAX}
          placeholder={words.searchPlaceholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            go(withSearch(query, event.target.value.trim()), true);
          }}
        />
      </div>
      <div className={styles.sort}>
        <label htmlFor="product-sort">{shopCopy.sortLabel}</label>
        <select
          id="product-sort"
          name="sort"
          value={query.sort}
          onChange={(event) =>
            go(
              readShopQuery(new URLSearchParams({ ...paramsOf(query), sort: event.target.value })),
              false,
            )
          }
        >
          {PRODUCT_SORTS.filter((sort) => sort !== 'relevance' || query.q).map((sort) => (
            <option key={sort} value={sort}>
              {shopCopy.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
      {query.category && <input type="hidden" name="category" value={query.category} />}
    </form>
  );
}

/** A query's parts as address parameters (page 1: a new order starts at the top). */
const paramsOf = (query: ShopQuery): Record<string, string> => ({
  q: query.q,
  ...(query.category ? { category: query.category } : {}),
});

function CategoryChips({
  query,
  words,
  categories,
}: {
  query: ShopQuery;
  words: Words;
  categories: ShopCategories;
}) {
  const chips = [{ id: null, label: words.allCategories }, ...categories];
  return (
    <ul className={styles.chips} aria-label={words.categoriesLabel}>
      {chips.map((chip) => (
        <li key={chip.id ?? 'all'}>
          <Link
            className={styles.chip}
            to={addressOf(
              readShopQuery(
                new URLSearchParams({
                  ...paramsOf({ ...query, category: null }),
                  ...(chip.id ? { category: chip.id } : {}),
                  sort: query.sort,
                }),
              ),
            )}
            aria-current={chip.id === query.category ? 'true' : undefined}
          >
            {chip.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function countText(page: ShopPage, query: ShopQuery): string {
  if (page.pages > 1) {
    const from = (page.page - 1) * page.pageSize + 1;
    return shopCopy.countRange(from, from + page.items.length - 1, page.total);
  }
  return query.q || query.category
    ? shopCopy.countShown(page.total, page.all)
    : shopCopy.countAll(page.total);
}

function ProductGrid({
  page,
  query,
  words,
  categories,
}: {
  page: ShopPage;
  query: ShopQuery;
  words: Words;
  categories: ShopCategories;
}) {
  const navigate = useNavigate();
  return (
    <>
      <p className={styles.count} role="status">
        {countText(page, query)}
      </p>
      {page.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{shopCopy.noMatch(query.q)}</p>
          <Button
            variant="secondary"
            onClick={() =>
              // Clears the search text; with none, the category (which then shows everything).
              void navigate(
                addressOf(query.q ? withSearch(query, '') : readShopQuery(new URLSearchParams())),
                { replace: true },
              )
            }
          >
            {words.clearSearch}
          </Button>
        </div>
      ) : (
        <CardGrid label={words.gridLabel} minWidth={16}>
          {page.items.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                first={index === 0}
                product={product}
                addToCart={words.addToCart}
                category={categoryLabel(categories, product.category)}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <ShopPager query={query} pages={page.pages} />
    </>
  );
}

export function ProductsPage() {
  const [searchParams] = useSearchParams();
  const shop = useDocument('shop');
  const query = readShopQuery(searchParams);
  // The last page answered stays while the next one loads (as the search is typed).
  const { data, isError, refetch } = useShopProductsQuery(shopSearch(query));
  const fill = useFill();
  if (!shop) return null;
  const words = shop.products;
  const entry = shop.productsSeo;
  // One address per list a search engine should know: the category and the page, not the order
  // or a search (a search's pages are not indexed).
  const indexed = (page: number) => shopSearch({ ...query, q: '', sort: 'featured', page });
  const pages = data && !query.q ? data.pages : 0;

  let body;
  if (data)
    body = <ProductGrid page={data} query={query} words={words} categories={shop.categories} />;
  else if (isError)
    body = (
      <div className={styles.problem}>
        <FlashMessage kind="error" text={shopCopy.loadError} />
        <Button onClick={() => void refetch()}>{shopCopy.retry}</Button>
      </div>
    );
  else body = <LoadingText>{shopCopy.loading}</LoadingText>;

  return (
    <>
      <Seo
        title={shopCopy.pageTitle(entry.title, query.page)}
        description={fill(entry.description)}
        path={`${PATHS.products}${indexed(query.page)}`}
        noIndex={Boolean(query.q)}
        prev={query.page > 1 && pages ? `${PATHS.products}${indexed(query.page - 1)}` : undefined}
        next={query.page < pages ? `${PATHS.products}${indexed(query.page + 1)}` : undefined}
      />
      <PageHeader title={words.heading} eyebrow={words.eyebrow} intro={words.intro} />
      <div className={`container ${styles.page}`}>
        <div className={styles.toolbar}>
          <SearchForm words={words} query={query} />
          <CartLink label={shop.cart.link} />
        </div>
        <CategoryChips query={query} words={words} categories={shop.categories} />
        {/* At least a screen tall, loading or loaded, so the footer never moves into view. */}
        <div className={styles.results}>{body}</div>
      </div>
    </>
  );
}

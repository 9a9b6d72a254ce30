import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { useProductsQuery } from '../../api/api';
import type { Product } from '../../api/types';
import { Button } from '../../components/Button';
import { CardGrid } from '../../components/Card';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import type { DocumentData } from '../../api/types';
import { shopCopy } from '../../content/shop';
import { useFill } from '../../features/content/useFill';
import { useDocument } from '../../features/content/useDocument';
import { CartLink } from './CartLink';
import { ProductCard } from './ProductCard';
import {
  categoryLabel,
  filterProducts,
  filterSearch,
  readFilter,
  type ProductFilter,
  type ShopCategories,
} from './productFilter';
import styles from './Shop.module.css';

/**
 * The search box. What is typed shows at once (local state) and is written to the URL (`?q=`),
 * which is what the grid filters by; a URL change from elsewhere (a link, the clear button, going
 * back) replaces the text.
 */
type Words = DocumentData<'shop'>['products'];

function SearchField({
  query,
  onSearch,
  words,
}: {
  query: string;
  onSearch: (q: string) => void;
  words: Words;
}) {
  const [text, setText] = useState(query);
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    setSeenQuery(query);
    if (query !== text) setText(query);
  }
  return (
    <div className={styles.search}>
      <label htmlFor="product-search">{words.searchLabel}</label>
      <input
        id="product-search"
        type="search"
        name="q"
        autoComplete="off"
        placeholder={words.searchPlaceholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onSearch(event.target.value);
        }}
      />
    </div>
  );
}

function CategoryChips({
  filter,
  words,
  categories,
}: {
  filter: ProductFilter;
  words: Words;
  categories: ShopCategories;
}) {
  const chips = [{ id: null, label: words.allCategories }, ...categories];
  return (
    <ul className={styles.chips} aria-label={words.categoriesLabel}>
      {chips.map((chip) => {
        const current = chip.id === filter.category;
        return (
          <li key={chip.id ?? 'all'}>
            <Link
              className={styles.chip}
              to={{
                pathname: PATHS.products,
                search: filterSearch({ ...filter, category: chip.id }),
              }}
              aria-current={current ? 'true' : undefined}
            >
              {chip.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function ProductGrid({
  products,
  filter,
  words,
  categories,
}: {
  products: Product[];
  filter: ProductFilter;
  words: Words;
  categories: ShopCategories;
}) {
  const [, setSearchParams] = useSearchParams();
  const shown = filterProducts(products, filter, categories);
  const filtered = Boolean(filter.query.trim() || filter.category);
  return (
    <>
      <p className={styles.count} role="status">
        {filtered
          ? shopCopy.countShown(shown.length, products.length)
          : shopCopy.countAll(products.length)}
      </p>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p>{shopCopy.noMatch(filter.query.trim())}</p>
          <Button
            variant="secondary"
            onClick={() =>
              // Clears the search text; with none, the category (which then shows everything).
              setSearchParams(
                new URLSearchParams(
                  filterSearch(
                    filter.query.trim() ? { ...filter, query: '' } : { query: '', category: null },
                  ),
                ),
                { replace: true },
              )
            }
          >
            {words.clearSearch}
          </Button>
        </div>
      ) : (
        <CardGrid label={words.gridLabel} minWidth={16}>
          {shown.map((product, index) => (
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
    </>
  );
}

export function ProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const shop = useDocument('shop');
  const filter = readFilter(searchParams, shop?.categories ?? []);
  const { data, isError, refetch } = useProductsQuery();
  const fill = useFill();
  if (!shop) return null;
  const words = shop.products;
  const entry = shop.productsSeo;

  let body;
  if (data)
    body = (
      <ProductGrid products={data} filter={filter} words={words} categories={shop.categories} />
    );
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
      <Seo title={entry.title} description={fill(entry.description)} path={PATHS.products} />
      <PageHeader title={words.heading} eyebrow={words.eyebrow} intro={words.intro} />
      <div className={`container ${styles.page}`}>
        <div className={styles.toolbar}>
          <SearchField
            words={words}
            query={filter.query}
            onSearch={(query) =>
              setSearchParams(new URLSearchParams(filterSearch({ ...filter, query })), {
                replace: true,
              })
            }
          />
          <CartLink label={shop.cart.link} />
        </div>
        <CategoryChips filter={filter} words={words} categories={shop.categories} />
        {/* At least a screen tall, loading or loaded, so the footer never moves into view. */}
        <div className={styles.results}>{body}</div>
      </div>
    </>
  );
}

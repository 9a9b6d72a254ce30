import { useEffect } from 'react';
import { Link } from '../../components/links/Link';
import { PATHS } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button, ButtonLink } from '../../components/forms/Button';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { formatCents } from '../../../contract/values/money';
import type { DocumentData } from '../../api/types';
import { itemsText } from '../../content/shop';
import { useFill } from '../../features/content/useFill';
import { useDocument } from '../../features/content/useDocument';
import {
  cartActions,
  selectCartCount,
  selectCartLines,
  selectCartTotalCents,
  selectCheckoutRequested,
} from '../../features/cart/cartSlice';
import { cartRemovalActions } from '../../features/cart/cartRemovalSlice';
import { CartLine } from './CartLine';
import { CartLink } from './CartLink';
import styles from './Cart.module.css';

type Words = DocumentData<'shop'>['cart'];

function EmptyCart({ words }: { words: Words }) {
  return (
    <div className={styles.empty}>
      <h2>{words.empty}</h2>
      <p>{words.emptyText}</p>
      <ButtonLink to={PATHS.products}>{words.backToShop}</ButtonLink>
    </div>
  );
}

function Summary({ words }: { words: Words }) {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCartCount);
  const totalCents = useAppSelector(selectCartTotalCents);
  const checkoutRequested = useAppSelector(selectCheckoutRequested);
  const fill = useFill();
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        {words.summaryTitle}
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>{words.itemsHeading}</dt>
          <dd>{itemsText(count)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{words.total}</dt>
          <dd>{formatCents(totalCents)}</dd>
        </div>
      </dl>
      <Button block onClick={() => dispatch(cartActions.checkoutRequested())}>
        {words.checkout}
      </Button>
      <div role="status" className={styles.noticeArea}>
        {checkoutRequested && (
          <p className={styles.notice}>
            {fill(words.demoNotice)} <Link to={PATHS.contact}>{words.demoLink}</Link>
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        block
        className={styles.clear}
        onClick={() => dispatch(cartActions.cartCleared())}
      >
        {words.clear}
      </Button>
    </section>
  );
}

export function CartPage() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartLines);
  // A question about removing a line belongs to this visit of the page.
  useEffect(() => () => void dispatch(cartRemovalActions.removalDeclined()), [dispatch]);
  const shop = useDocument('shop');
  const fill = useFill();
  if (!shop) return null;
  const words = shop.cart;
  const entry = shop.cartSeo;
  return (
    <>
      <Seo title={entry.title} description={fill(entry.description)} noIndex />
      <PageHeader title={words.heading} intro={items.length > 0 ? words.intro : undefined} />
      <div className={`container ${styles.page}`}>
        <div className={styles.toolbar}>
          <Link to={PATHS.products} className={styles.back}>
            <span aria-hidden="true">← </span>
            {words.continueShopping}
          </Link>
          <CartLink label={words.link} />
        </div>
        {items.length === 0 ? (
          <EmptyCart words={words} />
        ) : (
          <div className={styles.layout}>
            <section aria-labelledby="cart-items-title">
              <h2 id="cart-items-title" className="visually-hidden">
                {words.itemsLabel}
              </h2>
              <ul className={styles.lines}>
                {items.map((item) => (
                  <CartLine key={item.id} item={item} words={words} />
                ))}
              </ul>
            </section>
            <Summary words={words} />
          </div>
        )}
      </div>
    </>
  );
}

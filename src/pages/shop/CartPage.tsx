import { Link } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button, ButtonLink } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { formatCents } from '../../lib/money';
import { shopSeo } from '../../content/seo/shop';
import { cartCopy, itemsText } from '../../content/shop';
import {
  cartActions,
  selectCartCount,
  selectCartLines,
  selectCartTotalCents,
  selectCheckoutRequested,
} from '../../features/cart/cartSlice';
import { CartLine } from './CartLine';
import { CartLink } from './CartLink';
import styles from './Cart.module.css';

function EmptyCart() {
  return (
    <div className={styles.empty}>
      <h2>{cartCopy.empty}</h2>
      <p>{cartCopy.emptyText}</p>
      <ButtonLink to={PATHS.products}>{cartCopy.backToShop}</ButtonLink>
    </div>
  );
}

function Summary() {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCartCount);
  const totalCents = useAppSelector(selectCartTotalCents);
  const checkoutRequested = useAppSelector(selectCheckoutRequested);
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        {cartCopy.summaryTitle}
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>{cartCopy.itemsHeading}</dt>
          <dd>{itemsText(count)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{cartCopy.total}</dt>
          <dd>{formatCents(totalCents)}</dd>
        </div>
      </dl>
      <Button block onClick={() => dispatch(cartActions.checkoutRequested())}>
        {cartCopy.checkout}
      </Button>
      <div role="status" className={styles.noticeArea}>
        {checkoutRequested && (
          <p className={styles.notice}>
            {cartCopy.demoNotice} <Link to={PATHS.contact}>{cartCopy.demoLink}</Link>
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        block
        className={styles.clear}
        onClick={() => dispatch(cartActions.cartCleared())}
      >
        {cartCopy.clear}
      </Button>
    </section>
  );
}

export function CartPage() {
  const items = useAppSelector(selectCartLines);
  const entry = shopSeo[PATHS.cart];
  return (
    <>
      <Seo title={entry.title} description={entry.description} noIndex />
      <PageHeader title={cartCopy.title} intro={items.length > 0 ? cartCopy.intro : undefined} />
      <div className={`container ${styles.page}`}>
        <div className={styles.toolbar}>
          <Link to={PATHS.products} className={styles.back}>
            <span aria-hidden="true">← </span>
            {cartCopy.continueShopping}
          </Link>
          <CartLink />
        </div>
        {items.length === 0 ? (
          <EmptyCart />
        ) : (
          <div className={styles.layout}>
            <section aria-labelledby="cart-items-title">
              <h2 id="cart-items-title" className="visually-hidden">
                {cartCopy.itemsLabel}
              </h2>
              <ul className={styles.lines}>
                {items.map((item) => (
                  <CartLine key={item.id} item={item} />
                ))}
              </ul>
            </section>
            <Summary />
          </div>
        )}
      </div>
    </>
  );
}

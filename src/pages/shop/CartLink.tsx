import { NavLink } from '../../components/links/Link';
import { PATHS } from '../../config/paths';
import { useAppSelector } from '../../app/hooks';
import { cartCopy } from '../../content/shop';
import { selectCartCount } from '../../features/cart/cartSlice';
import styles from './CartLink.module.css';

function CartIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** The link to /cart with a badge counting the items; a screen reader hears 'Cart 2 items'. */
export function CartLink({ label }: { label: string }) {
  const count = useAppSelector(selectCartCount);
  return (
    <>
      {/* Its name is its visible words, 'Cart 2', then ' items' for those who cannot see it. */}
      <NavLink to={PATHS.cart} className={styles.link} end>
        <CartIcon />
        <span>{label}</span> <span className={styles.badge}>{count}</span>
        <span className="visually-hidden"> {cartCopy.badgeUnit(count)}</span>
      </NavLink>
      {/* Announces changes of the count (Add to Cart, quantity changes) politely. */}
      <p className="visually-hidden" role="status">
        {cartCopy.countAnnouncement(count)}
      </p>
    </>
  );
}

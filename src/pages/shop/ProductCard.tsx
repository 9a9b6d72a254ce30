import { productImageUrl } from '../../api/productImages';
import type { Product } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { Card } from '../../components/content/Card';
import { formatCents } from '../../../contract/values/money';
import { shopCopy } from '../../content/shop';
import { cartActions, selectQuantityInCart } from '../../features/cart/cartSlice';
import { Rating } from './Rating';
import styles from './Shop.module.css';

export interface ProductCardProps {
  product: Product;
  /** The first card: its image is the page's largest above the fold, so it loads first. */
  first?: boolean;
  /** The button's label (the `shop` document). */
  addToCart: string;
  /** The label of the product's category. */
  category: string;
}

/** A product of the shop, with 'Add to Cart' and how many of it the cart holds. */
export function ProductCard({ product, first = false, addToCart, category }: ProductCardProps) {
  const dispatch = useAppDispatch();
  const inCart = useAppSelector((state) => selectQuantityInCart(state, product.id));
  const { id, title, priceCents, image, imageInfo: info } = product;
  return (
    <Card
      title={product.title}
      level={2}
      image={{
        url: productImageUrl(product.image),
        // An upload says what it shows (the media library's alt text, required to use it).
        alt: info?.alt || shopCopy.imageAlt(product.title),
        width: info?.width ?? 400,
        height: info?.height ?? 300,
        priority: first,
        focalX: info?.focalX,
        focalY: info?.focalY,
      }}
      action={
        <div className={styles.buy}>
          <Button
            onClick={() => dispatch(cartActions.itemAdded({ id, title, priceCents, image }))}
            aria-describedby={inCart > 0 ? `in-cart-${product.id}` : undefined}
          >
            {addToCart}
          </Button>
          {inCart > 0 && (
            <span id={`in-cart-${product.id}`} className={styles.inCart}>
              {shopCopy.inCart(inCart)}
            </span>
          )}
        </div>
      }
    >
      <p className={styles.meta}>
        <span className={styles.category}>{category}</span>
        <span className={styles.price}>{formatCents(product.priceCents)}</span>
      </p>
      <Rating rate={product.rating.rate} count={product.rating.count} />
      <p className={styles.description}>{product.description}</p>
    </Card>
  );
}

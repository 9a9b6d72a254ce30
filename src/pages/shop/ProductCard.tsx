import type { Product } from '../../api/types';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { formatMoney } from '../../content/pricing';
import { categoryLabel, shopCopy } from '../../content/shop';
import { productImageUrl } from './productFilter';
import { Rating } from './Rating';
import styles from './Shop.module.css';

export interface ProductCardProps {
  product: Product;
  /** How many of this product are in the cart. */
  inCart: number;
  onAdd: (product: Product) => void;
  /** The first card: its image is the page's largest above the fold, so it loads first. */
  first?: boolean;
}

export function ProductCard({ product, inCart, onAdd, first = false }: ProductCardProps) {
  return (
    <Card
      title={product.title}
      level={2}
      image={{
        url: productImageUrl(product.image),
        alt: `Preview of ${product.title}`,
        width: 400,
        height: 300,
        priority: first,
      }}
      action={
        <div className={styles.buy}>
          <Button
            onClick={() => onAdd(product)}
            aria-describedby={inCart > 0 ? `in-cart-${product.id}` : undefined}
          >
            {shopCopy.addToCart}
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
        <span className={styles.category}>{categoryLabel(product.category)}</span>
        <span className={styles.price}>{formatMoney(product.price)}</span>
      </p>
      <Rating rate={product.rating.rate} count={product.rating.count} />
      <p className={styles.description}>{product.description}</p>
    </Card>
  );
}

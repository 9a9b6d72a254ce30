import { useState } from 'react';
import { productImageUrl } from '../../api/productImages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { formatCents } from '../../../contract/values/money';
import type { DocumentData } from '../../api/types';
import { cartLineCopy } from '../../content/cart';
import { shopCopy } from '../../content/shop';
import {
  cartActions,
  MAX_QUANTITY,
  MIN_QUANTITY,
  type CartItem,
  type CartLineView,
} from '../../features/cart/cartSlice';
import { cartRemovalActions, selectRemovalAsked } from '../../features/cart/cartRemovalSlice';
import styles from './Cart.module.css';

/**
 * The number box. While the visitor edits it the text is theirs (an empty box while typing does not
 * remove the line); each whole number from 1 to 99 goes to the cart at once, and leaving the box
 * shows the cart's quantity again. A 0 (or less) asks whether to remove the item (RemovalQuestion).
 */
function QuantityInput({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<string | null>(null);
  const id = `quantity-${item.id}`;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {cartLineCopy.quantityOf(item.title)}
      </label>
      <input
        id={id}
        className={styles.quantity}
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        step={1}
        value={draft ?? String(item.quantity)}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const n = Number(text);
          if (text.trim() === '' || !Number.isInteger(n)) return;
          if (n >= MIN_QUANTITY)
            dispatch(cartActions.quantityChanged({ id: item.id, quantity: n }));
          else dispatch(cartRemovalActions.removalAsked(item.id));
        }}
        onBlur={() => setDraft(null)}
      />
    </>
  );
}

/**
 * Asked when the line's quantity was typed as 0: remove the item, or keep the quantity it had. Said
 * politely as it appears (the visitor is still in the box); the buttons come next in tab order.
 */
function RemovalQuestion({ item, removeLabel }: { item: CartItem; removeLabel: string }) {
  const dispatch = useAppDispatch();
  const id = `remove-ask-${item.id}`;
  return (
    <div className={styles.ask} role="group" aria-labelledby={id}>
      <p id={id} className={styles.askText} role="status">
        {cartLineCopy.removeAsk(item.title)}
      </p>
      <div className={styles.askButtons}>
        <Button onClick={() => dispatch(cartActions.itemRemoved(item.id))}>{removeLabel}</Button>
        <Button variant="secondary" onClick={() => dispatch(cartRemovalActions.removalDeclined())}>
          {cartLineCopy.keep(item.quantity)}
        </Button>
      </div>
    </div>
  );
}

export function CartLine({
  item,
  words,
}: {
  item: CartLineView;
  /** The cart's words (the `shop` document). */
  words: DocumentData<'shop'>['cart'];
}) {
  const dispatch = useAppDispatch();
  const asked = useAppSelector(selectRemovalAsked) === item.id;
  const change = (quantity: number) =>
    dispatch(cartActions.quantityChanged({ id: item.id, quantity }));
  return (
    <li className={styles.line}>
      <img
        className={styles.thumb}
        src={productImageUrl(item.image)}
        alt={shopCopy.imageAlt(item.title)}
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.info}>
        <h3 className={styles.lineTitle}>{item.title}</h3>
        <p className={styles.unit}>
          {words.unitPrice}: {cartLineCopy.perItem(formatCents(item.priceCents))}
        </p>
      </div>
      <div className={styles.controls}>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.step}
            aria-label={cartLineCopy.decrease(item.title)}
            disabled={item.quantity <= MIN_QUANTITY}
            onClick={() => change(item.quantity - 1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <QuantityInput item={item} />
          <button
            type="button"
            className={styles.step}
            aria-label={cartLineCopy.increase(item.title)}
            disabled={item.quantity >= MAX_QUANTITY}
            onClick={() => change(item.quantity + 1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <button
          type="button"
          className={styles.remove}
          aria-label={cartLineCopy.removeItem(item.title)}
          onClick={() => dispatch(cartActions.itemRemoved(item.id))}
        >
          {words.remove}
        </button>
        {asked && <RemovalQuestion item={item} removeLabel={words.remove} />}
      </div>
      <p className={styles.lineTotal}>
        <span className={styles.lineTotalLabel}>{words.lineTotal} </span>
        {formatCents(item.lineTotalCents)}
      </p>
    </li>
  );
}

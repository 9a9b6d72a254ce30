// The cart's lines' messages (/cart) that name what they change: the cart's chunk only. The cart's
// link and counts, which the shop's list shows too, are in shop.ts.

export const cartLineCopy = {
  /** After the unit price: 'Price: $12.00 each'. */
  perItem: (price: string) => `${price} each`,
  /** The line's buttons and box, named with the product they change. */
  quantityOf: (title: string) => `Quantity of ${title}`,
  decrease: (title: string) => `Decrease quantity of ${title}`,
  increase: (title: string) => `Increase quantity of ${title}`,
  removeItem: (title: string) => `Remove ${title} from the cart`,
  /** Asked when a quantity is typed as 0 (or less): what it would do, and the rule. */
  removeAsk: (title: string) => `Remove ${title} from your cart? The smallest quantity is 1.`,
  /** The question's other answer: the line keeps the quantity it had. */
  keep: (quantity: number) => `Keep ${quantity}`,
} as const;

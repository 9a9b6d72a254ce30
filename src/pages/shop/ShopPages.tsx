// The demo shop: the product grid (/products) and the cart (/cart).
export { ProductsPage } from './ProductsPage';
export { CartPage } from './CartPage';

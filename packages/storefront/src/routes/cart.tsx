import { CartPage } from '../trade/cart/CartPage.tsx';

/** `/cart`: the member's cart, to tick, change, delete and check out. */
export function CartRoute() {
  return <CartPage />;
}

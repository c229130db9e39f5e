import { CartPage } from '../trade/cart/CartPage.tsx';

/** `/shoppingCart`: the same cart as `/cart` (spec 01 section 2.3 lists both). */
export function ShoppingCartRoute() {
  return <CartPage />;
}

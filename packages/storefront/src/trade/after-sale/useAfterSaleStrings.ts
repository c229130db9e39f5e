import { useCatalogueTranslation } from '@mall/runtime';
import { orderMessages } from '../orders/order-messages.ts';
import { afterSaleMessages } from './after-sale-messages.ts';

/** `t` of the `storefront` namespace with the after-sale pages' strings added. */
export function useAfterSaleStrings() {
  return useCatalogueTranslation('storefront', afterSaleMessages);
}

/** The name of an after-sale status, as the order pages give it (`orders.afterSale.*`). */
export function useAfterSaleStatusLabel(): (status: string) => string {
  const { t } = useCatalogueTranslation('storefront', orderMessages);
  return (status) => t(`orders.afterSale.${status}`, { defaultValue: status });
}

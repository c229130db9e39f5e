import type { AfterSaleServiceType } from '@mall/schemas';
import { useCatalogueTranslation } from '@mall/runtime';
import { orderMessages } from '../orders/order-messages.ts';
import { afterSaleMessages } from './after-sale-messages.ts';
import { afterSaleStatusWord } from './after-sale-status.ts';

/** `t` of the `storefront` namespace with the after-sale pages' strings added. */
export function useAfterSaleStrings() {
  return useCatalogueTranslation('storefront', afterSaleMessages);
}

/**
 * The name of an after-sale status, as the order pages give it (`orders.afterSale.*`); with the
 * request's service type a done one says whether the refund completed or the exchange shipped.
 */
export function useAfterSaleStatusLabel(): (status: string, serviceType?: AfterSaleServiceType) => string {
  const { t } = useCatalogueTranslation('storefront', orderMessages);
  return (status, serviceType) => t(`orders.afterSale.${afterSaleStatusWord(status, serviceType)}`);
}

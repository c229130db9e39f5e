import { PRODUCT_SEGMENT } from '@mall/schemas';
import { HelpArticlePage } from '../help-centre/HelpArticlePage.tsx';

/**
 * `/home/{product}RefundStandard` (`/home/welfareRefundStandard`, by PRODUCT_SEGMENT): the refund
 * standard of the mall's own goods, beside the member centre's service menu.
 */
export function ProductRefundStandardRoute() {
  return <HelpArticlePage path={`/home/${PRODUCT_SEGMENT}RefundStandard`} menu="member" />;
}

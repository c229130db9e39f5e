import { HelpArticlePage } from '../help-centre/HelpArticlePage.tsx';

/** `/home/jingdongRefundStandard`: JD's refund standard, beside the member centre's service menu. */
export function JingdongRefundStandardRoute() {
  return <HelpArticlePage path="/home/jingdongRefundStandard" menu="member" />;
}

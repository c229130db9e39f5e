import { HelpArticlePage } from '../help-centre/HelpArticlePage.tsx';

/** `/accountCenter/subJingdongRefundStandard`: JD's refund standard, beside the help centre menu. */
export function SubJingdongRefundStandardRoute() {
  return <HelpArticlePage path="/accountCenter/subJingdongRefundStandard" menu="accountCenter" />;
}

import { HelpArticlePage } from '../help-centre/HelpArticlePage.tsx';

/** `/home/suningRefundStandard`: Suning's refund standard, beside the member centre's service menu. */
export function SuningRefundStandardRoute() {
  return <HelpArticlePage path="/home/suningRefundStandard" menu="member" />;
}

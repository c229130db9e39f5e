import { HelpArticlePage } from '../help-centre/HelpArticlePage.tsx';

/** `/home/wyRefundStandard`: NetEase Yanxuan's refund standard, beside the member centre's service menu. */
export function WyRefundStandardRoute() {
  return <HelpArticlePage path="/home/wyRefundStandard" menu="member" />;
}

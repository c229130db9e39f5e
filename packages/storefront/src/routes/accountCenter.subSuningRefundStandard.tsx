import { HelpArticlePage } from '../help-centre/HelpArticlePage.tsx';

/** `/accountCenter/subSuningRefundStandard`: Suning's refund standard, beside the help centre menu. */
export function SubSuningRefundStandardRoute() {
  return <HelpArticlePage path="/accountCenter/subSuningRefundStandard" menu="accountCenter" />;
}

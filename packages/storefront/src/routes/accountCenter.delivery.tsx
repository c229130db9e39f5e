import { HelpArticlePage } from '../help-centre/HelpArticlePage.tsx';

/** `/accountCenter/delivery`: who delivers and what freight costs, beside the help centre menu. */
export function DeliveryRoute() {
  return <HelpArticlePage path="/accountCenter/delivery" menu="accountCenter" />;
}

import { HelpArticlePage } from '../help-centre/HelpArticlePage.tsx';

/** `/home/customerService`: how to reach customer service, beside the member centre's service menu. */
export function CustomerServiceRoute() {
  return <HelpArticlePage path="/home/customerService" menu="member" />;
}

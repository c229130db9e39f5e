import { HelpArticlePage } from '../help-centre/HelpArticlePage.tsx';

/** `/accountCenter/subAfterService`: how after-sale works, beside the help centre menu. */
export function SubAfterServiceRoute() {
  return <HelpArticlePage path="/accountCenter/subAfterService" menu="accountCenter" />;
}

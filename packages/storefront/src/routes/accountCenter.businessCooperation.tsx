import { HelpArticlePage } from '../help-centre/HelpArticlePage.tsx';

/** `/accountCenter/businessCooperation`: working with the mall, beside the help centre menu. */
export function BusinessCooperationRoute() {
  return <HelpArticlePage path="/accountCenter/businessCooperation" menu="accountCenter" />;
}

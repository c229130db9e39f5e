import { HelpArticlePage } from '../help-centre/HelpArticlePage.tsx';

/** `/accountCenter/shoppingGuide`: the shopping guide, beside the help centre menu. */
export function ShoppingGuideRoute() {
  return <HelpArticlePage path="/accountCenter/shoppingGuide" menu="accountCenter" />;
}

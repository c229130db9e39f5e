import { HelpArticlePage } from '../help-centre/HelpArticlePage.tsx';

/** `/home/returnAddress`: where returned goods go, beside the member centre's service menu. */
export function ReturnAddressRoute() {
  return <HelpArticlePage path="/home/returnAddress" menu="member" />;
}

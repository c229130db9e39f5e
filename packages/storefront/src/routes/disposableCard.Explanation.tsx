import { CardExplanationPage } from '../disposable-card/CardExplanationPage.tsx';

/** `/disposableCard/Explanation` (open; a card holder's page, see DisposableCardFrame): how the disposable card works. */
export function DisposableCardExplanationRoute() {
  return <CardExplanationPage />;
}

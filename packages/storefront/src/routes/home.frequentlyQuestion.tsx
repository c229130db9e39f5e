import { HelpArticlePage } from '../help-centre/HelpArticlePage.tsx';

/** `/home/frequentlyQuestion`: frequently asked questions, beside the member centre's service menu. */
export function FrequentlyQuestionRoute() {
  return <HelpArticlePage path="/home/frequentlyQuestion" menu="member" />;
}

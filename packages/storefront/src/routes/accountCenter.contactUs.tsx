import { HelpArticlePage } from '../help-centre/HelpArticlePage.tsx';

/** `/accountCenter/contactUs`: hotline, service hours and mailbox, beside the help centre menu. */
export function ContactUsRoute() {
  return <HelpArticlePage path="/accountCenter/contactUs" menu="accountCenter" />;
}

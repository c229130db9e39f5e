import { TermsDocument } from '../account-access/TermsDocument.tsx';
import { HelpFrame } from '../help-centre/HelpArticlePage.tsx';

/** `/home/UserAgreement`: the user agreement of the terms pages, beside the member centre's service menu. */
export function HomeUserAgreementRoute() {
  return (
    <HelpFrame menu="member">
      <TermsDocument document="userAgreement" />
    </HelpFrame>
  );
}

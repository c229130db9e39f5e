import { TermsDocument } from '../account-access/TermsDocument.tsx';
import { HelpFrame } from '../help-centre/HelpArticlePage.tsx';

/** `/home/privacyAgreement`: the privacy policy of the terms pages, beside the member centre's service menu. */
export function PrivacyAgreementRoute() {
  return (
    <HelpFrame menu="member">
      <TermsDocument document="privacy" />
    </HelpFrame>
  );
}

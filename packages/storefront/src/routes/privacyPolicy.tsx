import { TermsDocument } from '../account-access/TermsDocument.tsx';
import { PageFrame } from '../shell/PageFrame.tsx';

/** `/privacyPolicy`: the privacy policy. */
export function PrivacyPolicyRoute() {
  return (
    <PageFrame>
      <TermsDocument document="privacy" />
    </PageFrame>
  );
}

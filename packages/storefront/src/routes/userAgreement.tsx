import { TermsDocument } from '../account-access/TermsDocument.tsx';
import { PageFrame } from '../shell/PageFrame.tsx';

/** `/userAgreement`: the user agreement sign-up asks consent to. */
export function UserAgreementRoute() {
  return (
    <PageFrame>
      <TermsDocument document="userAgreement" />
    </PageFrame>
  );
}

import { TermsDocument } from '../account-access/TermsDocument.tsx';
import { PageFrame } from '../shell/PageFrame.tsx';

/** `/friendlyTips`: safety and service tips. */
export function FriendlyTipsRoute() {
  return (
    <PageFrame>
      <TermsDocument document="friendlyTips" />
    </PageFrame>
  );
}

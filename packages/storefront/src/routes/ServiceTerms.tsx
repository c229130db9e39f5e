import { TermsDocument } from '../account-access/TermsDocument.tsx';
import { PageFrame } from '../shell/PageFrame.tsx';

/** `/ServiceTerms`: the terms of service. */
export function ServiceTermsRoute() {
  return (
    <PageFrame>
      <TermsDocument document="service" />
    </PageFrame>
  );
}

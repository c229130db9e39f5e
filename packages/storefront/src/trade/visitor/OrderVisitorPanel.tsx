import type { OrderVisitor } from '@mall/schemas';
import { DetailFacts, DetailSection } from '../DetailParts.tsx';
import { useVisitorStrings } from './useVisitorStrings.ts';

/** The visitor of an order on its detail, as the server masks it; nothing for an order without one. */
export function OrderVisitorPanel({ visitor }: { visitor: OrderVisitor | null | undefined }) {
  const { t } = useVisitorStrings();
  if (!visitor) return null;
  return (
    <DetailSection title={t('visitor.title')}>
      <DetailFacts
        rows={[
          [t('visitor.name'), visitor.name],
          [t('visitor.documentType'), t(`visitor.documentType.${visitor.documentType}`)],
          [t('visitor.documentNumber'), visitor.documentNumber],
          [t('visitor.mobile'), visitor.mobile],
          [t('visitor.entryDate'), visitor.entryDate],
          ...(visitor.email ? [[t('visitor.emailShown'), visitor.email] as [string, string]] : []),
        ]}
      />
    </DetailSection>
  );
}

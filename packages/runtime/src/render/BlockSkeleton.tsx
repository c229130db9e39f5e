import { useTranslation } from 'react-i18next';

/**
 * A fixed-height grey box shown while a block's code or data loads, so the page does not jump.
 * Announced as busy, with a label from the catalogue.
 */
export function BlockSkeleton({ height }: { height: number }) {
  const { t } = useTranslation('runtime');
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('blockLoading')}
      style={{ height, width: '100%', boxSizing: 'border-box', background: '#f2f3f5', borderRadius: 4 }}
    />
  );
}

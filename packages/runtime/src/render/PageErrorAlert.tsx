import { useTranslation } from 'react-i18next';
import type { PageError } from '../validate/diagnostics.ts';
import { PreviewAlert } from './PreviewAlert.tsx';

/** The preview alert of a page that cannot be read at all. */
export function PageErrorAlert({ error }: { error: PageError }) {
  const { t } = useTranslation('runtime');
  return (
    <PreviewAlert>
      <strong>{t('pageErrorTitle')}</strong>
      <p style={{ margin: '4px 0 0' }}>{error.message}</p>
    </PreviewAlert>
  );
}

import { useTranslation } from 'react-i18next';
import type { PageError } from '../validate/diagnostics.ts';

/** The preview alert of a page that cannot be read at all. */
export function PageErrorAlert({ error }: { error: PageError }) {
  const { t } = useTranslation('runtime');
  return (
    <section
      role="alert"
      style={{
        margin: '8px 0',
        padding: '12px 16px',
        border: '1px solid #e0393e',
        borderRadius: 4,
        background: '#fff1f0',
        color: '#5c0b0e',
        fontSize: 14,
      }}
    >
      <strong>{t('pageErrorTitle')}</strong>
      <p style={{ margin: '4px 0 0' }}>{error.message}</p>
    </section>
  );
}

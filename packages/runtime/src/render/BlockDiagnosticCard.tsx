import { useTranslation } from 'react-i18next';
import { DIAGNOSTIC_REASON_KEYS } from '../validate/diagnostic-reason.ts';
import type { BlockDiagnostic } from '../validate/diagnostics.ts';
import { PreviewAlert } from './PreviewAlert.tsx';

/** The preview card of a block that is not shown: its key, type, reason and every field problem. */
export function BlockDiagnosticCard({ diagnostic }: { diagnostic: BlockDiagnostic }) {
  const { t } = useTranslation('runtime');
  return (
    <PreviewAlert>
      <strong>{t('diagnosticTitle', { blockKey: diagnostic.key, blockType: diagnostic.type })}</strong>
      <p style={{ margin: '4px 0' }}>
        {t('diagnosticReason', { reason: t(DIAGNOSTIC_REASON_KEYS[diagnostic.reason]) })}
      </p>
      {diagnostic.errors.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {diagnostic.errors.map((error, i) => (
            <li key={i}>
              <code>{error.path || t('diagnosticBlockItself')}</code> {error.message}
            </li>
          ))}
        </ul>
      )}
    </PreviewAlert>
  );
}

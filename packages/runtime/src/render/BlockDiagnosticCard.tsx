import { useTranslation } from 'react-i18next';
import type { BlockDiagnostic, DiagnosticReason } from '../validate/diagnostics.ts';
import type { RuntimeMessageKey } from '../i18n/runtime-messages.ts';
import { PreviewAlert } from './PreviewAlert.tsx';

const REASON_KEYS: Readonly<Record<DiagnosticReason, RuntimeMessageKey>> = {
  'unknown-type': 'reasonUnknownType',
  invalid: 'reasonInvalid',
  'duplicate-key': 'reasonDuplicateKey',
  'render-error': 'reasonRenderError',
  'load-error': 'reasonLoadError',
  'wrong-platform': 'reasonWrongPlatform',
};

/** The preview card of a block that is not shown: its key, type, reason and every field problem. */
export function BlockDiagnosticCard({ diagnostic }: { diagnostic: BlockDiagnostic }) {
  const { t } = useTranslation('runtime');
  return (
    <PreviewAlert>
      <strong>{t('diagnosticTitle', { blockKey: diagnostic.key, blockType: diagnostic.type })}</strong>
      <p style={{ margin: '4px 0' }}>
        {t('diagnosticReason', { reason: t(REASON_KEYS[diagnostic.reason]) })}
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

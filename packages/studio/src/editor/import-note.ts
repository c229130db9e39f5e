import type { TFunction } from 'i18next';
import type { LilishopImportReport } from '../lilishop-import/import-lilishop-page.ts';

/**
 * What a lilishop import did, in the operator's words: how many blocks came over as they were,
 * which became another type (and what they still need), and which were left out and why.
 */
export function lilishopImportNote(t: TFunction, file: string, report: LilishopImportReport): string {
  const parts = [
    t('lilishop.summary', {
      file,
      kept: report.kept.length,
      mapped: report.mapped.length,
      count: report.mapped.length,
    }),
  ];
  for (const block of report.mapped) {
    parts.push(
      t(block.needs.length > 0 ? 'lilishop.mappedNeeds' : 'lilishop.mapped', {
        position: block.position,
        from: block.from,
        to: block.to,
        needs: block.needs.join(', '),
      }),
    );
  }
  for (const block of report.dropped) {
    parts.push(
      t('lilishop.dropped', {
        position: block.position,
        type: block.type || '?',
        reason: t(`lilishop.reason.${block.reason}`),
      }),
    );
  }
  return parts.join(t('lilishop.separator'));
}

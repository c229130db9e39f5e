import { Button } from '@chakra-ui/react';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorPage } from './editor-page.ts';
import { readPageFile } from './page-file.ts';

/** Props of {@link ImportButton}. */
export interface ImportButtonProps {
  /** The page read from the file (null when it holds none), and a line saying what came over or why not. */
  onImported: (
    page: EditorPage | null,
    note: { status: 'success' | 'warning' | 'error'; text: string },
  ) => void;
}

/**
 * Replaces the draft with a page file: one exported from the studio or written by hand. Nothing is
 * saved until the operator saves; a file that is not a page changes nothing and says why.
 */
export function ImportButton({ onImported }: ImportButtonProps) {
  const { t } = useTranslation('studio');
  const input = useRef<HTMLInputElement>(null);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const read = readPageFile(await file.text());
    if (!read.ok) {
      onImported(null, { status: 'error', text: t(`import.${read.problem}`, { file: file.name }) });
      return;
    }
    onImported(read.page, {
      status: 'success',
      text: t('import.done', { file: file.name, count: read.page.list.length }),
    });
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
        {t('editor.import')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label={t('editor.importFile')}
        onChange={(event) => void chosen(event)}
      />
    </>
  );
}

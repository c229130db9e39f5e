import { Button, Menu, Portal } from '@chakra-ui/react';
import type { BlockSet } from '@mall/schemas';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { importLilishopPage } from '../lilishop-import/import-lilishop-page.ts';
import { readPage, type EditorPage } from './editor-page.ts';
import { lilishopImportNote } from './import-note.ts';
import { readPageFile } from './page-file.ts';

/** What an import gives: the page read (null when the file holds none) and a line saying what happened. */
export type ImportResult = (
  page: EditorPage | null,
  note: { status: 'success' | 'warning' | 'error'; text: string },
) => void;

/** Props of {@link ImportButton}. */
export interface ImportButtonProps {
  /** The page kind's block set: a lilishop block of ours outside it is left out. */
  blockSet: BlockSet | undefined;
  onImported: ImportResult;
}

type Source = 'page' | 'lilishop';

/**
 * Replaces the draft with a file: a page exported from the studio (or written by hand), or a page
 * saved by lilishop's PC page decorator, whose blocks come over as ours where they can and are
 * listed where they cannot. Nothing is saved until the operator saves; a file that is not a page
 * changes nothing and says why.
 */
export function ImportButton({ blockSet, onImported }: ImportButtonProps) {
  const { t } = useTranslation('studio');
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<Source>('page');

  const choose = (from: Source) => {
    setSource(from);
    input.current?.click();
  };

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await file.text();
    if (source === 'lilishop') {
      const { page, report } = importLilishopPage(text, { blockSet: blockSet ?? 'default' });
      if (report.pageError) {
        onImported(null, {
          status: 'error',
          text: t(`import.${report.pageError === 'not-json' ? 'not-json' : 'no-list'}`, { file: file.name }),
        });
        return;
      }
      onImported(readPage(JSON.stringify(page)).page, {
        status:
          report.dropped.length > 0 || report.mapped.some((b) => b.needs.length > 0) ? 'warning' : 'success',
        text: lilishopImportNote(t, file.name, report),
      });
      return;
    }
    const read = readPageFile(text);
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
      <Menu.Root onSelect={(details) => choose(details.value as Source)}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline">
            {t('editor.import')} ▾
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="page">{t('import.pageFile')}</Menu.Item>
              <Menu.Item value="lilishop">{t('import.lilishopFile')}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
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

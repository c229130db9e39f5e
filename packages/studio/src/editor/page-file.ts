import { readPage, pageText, type EditorPage } from './editor-page.ts';

/** Offers the page as a JSON file to download, named after the page. */
export function downloadPage(page: EditorPage, name: string): void {
  const url = URL.createObjectURL(new Blob([pageText(page, true)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name.replace(/[\\/:*?"<>|]+/g, '_') || 'page'}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/** What reading a page file gave: the page, or why there is none. */
export type ReadPageFile = { ok: true; page: EditorPage } | { ok: false; problem: 'not-json' | 'no-list' };

/** Reads an exported (or hand-written) page file: page JSON with its `list` of blocks. */
export function readPageFile(text: string): ReadPageFile {
  try {
    JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  const { page, readable } = readPage(text);
  return readable ? { ok: true, page } : { ok: false, problem: 'no-list' };
}

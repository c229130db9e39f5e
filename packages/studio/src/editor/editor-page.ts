// The page the editor works on and every change an operator can make to it, as pure functions: the
// editor keeps one page object and replaces it on each change, so the form, the block list, the
// preview and the checks all read the same truth.

/** A block as the page JSON holds it: `key`, `type`, `name`, `options`, and whatever else it carried. */
export interface EditorBlock {
  key: string;
  type: string;
  name?: string;
  options?: unknown;
  [field: string]: unknown;
}

/** Page JSON: the block list, and whatever else the envelope carried. */
export interface EditorPage {
  list: EditorBlock[];
  [field: string]: unknown;
}

/** A change to the page. */
export type PageEdit =
  | { kind: 'add'; block: EditorBlock; at?: number }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'duplicate'; key: string; newKey: string }
  | { kind: 'remove'; key: string }
  | { kind: 'options'; key: string; options: unknown }
  | { kind: 'rename'; key: string; name: string };

let keyCount = 0;

/** A new block key, unique in the page, in the `<timestamp>_<n>` form saved pages use. */
export function newBlockKey(page: EditorPage, now = Date.now()): string {
  const taken = new Set(page.list.map((block) => block.key));
  let key: string;
  do {
    keyCount += 1;
    key = `${now}_${keyCount}`;
  } while (taken.has(key));
  return key;
}

/** Reads page JSON text as the editor's page; text that is not a page gives an empty one and says so. */
export function readPage(text: string): { page: EditorPage; readable: boolean } {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && Array.isArray((parsed as { list?: unknown }).list)) {
      const page = parsed as { list: unknown[] };
      // Blocks without a key get one, so the editor can tell them apart; the checks still see the rest.
      const list = page.list.map((item, index) =>
        item && typeof item === 'object' && typeof (item as { key?: unknown }).key === 'string'
          ? (item as EditorBlock)
          : ({
              ...(item as object),
              key: `#${index + 1}`,
              type: String((item as { type?: unknown })?.type ?? ''),
            } as EditorBlock),
      );
      return { page: { ...page, list }, readable: true };
    }
  } catch {
    // Falls through to the empty page.
  }
  return { page: { list: [] }, readable: false };
}

/** The page with one change made; the page given is never changed. */
export function editPage(page: EditorPage, edit: PageEdit): EditorPage {
  const list = [...page.list];
  const at = (key: string) => list.findIndex((block) => block.key === key);
  switch (edit.kind) {
    case 'add':
      list.splice(edit.at ?? list.length, 0, edit.block);
      break;
    case 'move': {
      if (edit.to < 0 || edit.to >= list.length || edit.from === edit.to) return page;
      const [moved] = list.splice(edit.from, 1);
      if (moved) list.splice(edit.to, 0, moved);
      break;
    }
    case 'duplicate': {
      const index = at(edit.key);
      const original = list[index];
      if (!original) return page;
      list.splice(index + 1, 0, { ...structuredClone(original), key: edit.newKey });
      break;
    }
    case 'remove': {
      const index = at(edit.key);
      if (index < 0) return page;
      list.splice(index, 1);
      break;
    }
    case 'options':
    case 'rename': {
      const index = at(edit.key);
      const block = list[index];
      if (!block) return page;
      list[index] =
        edit.kind === 'options' ? { ...block, options: edit.options } : { ...block, name: edit.name };
      break;
    }
  }
  return { ...page, list };
}

/** The page as JSON text, for saving and exporting. */
export function pageText(page: EditorPage, pretty = false): string {
  return JSON.stringify(page, null, pretty ? 2 : undefined);
}

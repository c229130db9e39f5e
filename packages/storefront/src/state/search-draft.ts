import { atom } from 'jotai';

/** What the member has typed into the search box, on which address (path and query). */
export interface SearchDraft {
  address: string;
  text: string;
}

/**
 * The search box's text, outside the box: the page frame is rebuilt when a page's loading state
 * gives way to the page (and the mini bar has a box of its own), and what was typed meanwhile
 * must survive that. A draft counts only on the address it was typed on. Defaults to `null`.
 */
export const searchDraftAtom = atom<SearchDraft | null>(null);

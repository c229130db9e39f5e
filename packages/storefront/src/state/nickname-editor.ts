import { atom } from 'jotai';

/**
 * Whether the member's nickname editor is open: a block asks for it through the block services'
 * `editNickName` (the carousel variant's greeting), the page frame shows it.
 */
export const nicknameEditorOpenAtom = atom(false);

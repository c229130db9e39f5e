import { atom } from 'jotai';

/** Whether the "please log in" prompt is open; the request layer opens it when a token is refused. */
export const loginPromptOpenAtom = atom(false);

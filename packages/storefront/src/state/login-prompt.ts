import { atom } from 'jotai';

/** Whether the "please log in" prompt is open; the request layer opens it when a token is refused. */
export const loginPromptOpenAtom = atom(false);

/**
 * Whether the login gate's confirm is up (a members' route opened without a token). While it asks,
 * the prompt stays shut: both ask the same thing, and two dialogs of one size stack so that a click
 * can land on the hidden one.
 */
export const loginGateOpenAtom = atom(false);

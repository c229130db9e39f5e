import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { nicknameEditorOpenAtom } from '../state/nickname-editor.ts';

// Its code (the form library, the dialog) comes only when a block asks for the editor.
const NicknameEditorHost = lazy(() =>
  import('./NicknameEditorHost.tsx').then((m) => ({ default: m.NicknameEditorHost })),
);

/**
 * Where the nickname editor a block asks for (services.editNickname) opens, on every page: the route
 * table's root renders it, so the page frame below the features need not know the member profile.
 * Once asked for, the editor stays mounted, so it closes (and gives focus back) as a dialog does.
 */
export function NicknameEditorSlot() {
  const asked = useAtomValue(nicknameEditorOpenAtom);
  const [mounted, setMounted] = useState(false);
  if (asked && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <NicknameEditorHost />
    </Suspense>
  ) : null;
}

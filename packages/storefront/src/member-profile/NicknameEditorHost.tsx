import { useAtom } from 'jotai';
import { nicknameEditorOpenAtom } from '../state/nickname-editor.ts';
import { userInfoAtom } from '../state/session.ts';
import { NicknameDialog } from './NicknameDialog.tsx';

/**
 * The nickname dialog a block opens (spec 03: the nickname edit dialog of the carousel variant): the
 * one the profile page uses, saving through the member update call. Once saved, the stored member
 * has the new nickname, so every greeting (the carousel's, the user strip's) shows it at once.
 */
export function NicknameEditorHost() {
  const [open, setOpen] = useAtom(nicknameEditorOpenAtom);
  const [member, setMember] = useAtom(userInfoAtom);
  if (!member) return null;
  return (
    <NicknameDialog
      open={open}
      nickName={member.nickName ?? ''}
      onClose={() => setOpen(false)}
      onChanged={(nickName) => {
        setOpen(false);
        setMember((stored) => (stored ? { ...stored, nickName } : stored));
      }}
    />
  );
}

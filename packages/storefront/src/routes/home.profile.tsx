import { Button, DataList, Flex, Link } from '@chakra-ui/react';
import { maskMobile } from '@mall/schemas';
import { useSetAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePointsLabel } from '../shell/usePointsLabel.ts';
import { NicknameDialog } from '../member-profile/NicknameDialog.tsx';
import { useMemberDetail } from '../member-profile/useMemberDetail.ts';
import { useMemberProfileStrings } from '../member-profile/useMemberProfileStrings.ts';
import { LoadStatus, loadWordsOf } from '../ui/LoadStatus.tsx';
import { userInfoAtom } from '../state/session.ts';
import { TitledPage } from '../shell/TitledPage.tsx';

/**
 * `/home/profile` (members): the nickname (changed in a dialog), the mobile with its middle four
 * digits masked, the employee number, e-mail, points and enterprise, decrypted from getUserDetail.
 */
export function ProfileRoute() {
  const { t } = useMemberProfileStrings();
  const profile = useMemberDetail();
  // With separators and the enterprise's word for points (`4,733 积分`), as everywhere else.
  const pointsLabel = usePointsLabel();
  const [editing, setEditing] = useState(false);
  const setUserInfo = useSetAtom(userInfoAtom);
  const shown = (value: string | null) => value || t('profile.none');

  return (
    <TitledPage
      title={t('profile.title')}
      aside={
        <Link asChild color="blue.600">
          <RouterLink to="/home/bindingCard">{t('profile.bindingCard')}</RouterLink>
        </Link>
      }
    >
      {profile.data === undefined ? (
        <LoadStatus load={profile} words={loadWordsOf(t, 'profile')} />
      ) : (
        <DataList.Root orientation="horizontal" size="lg">
          {(
            [
              [t('profile.username'), profile.data.username],
              [
                t('profile.nickName'),
                <Flex align="center" gap="3">
                  <span>{shown(profile.data.nickName)}</span>
                  <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
                    {t('profile.editNickName')}
                  </Button>
                </Flex>,
              ],
              [
                t('profile.mobile'),
                profile.data.mobile ? maskMobile(profile.data.mobile) : t('profile.none'),
              ],
              [t('profile.code'), shown(profile.data.code)],
              [t('profile.email'), shown(profile.data.email)],
              [t('profile.point'), pointsLabel(profile.data.point)],
              [t('profile.enterprise'), profile.data.enterpriseName],
            ] satisfies [string, ReactNode][]
          ).map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      )}
      {profile.data ? (
        <NicknameDialog
          open={editing}
          nickName={profile.data.nickName}
          onClose={() => setEditing(false)}
          onChanged={(nickName) => {
            setEditing(false);
            // The header greets the member by the stored nickname.
            setUserInfo((user) => (user ? { ...user, nickName } : user));
            void profile.mutate(profile.data && { ...profile.data, nickName });
          }}
        />
      ) : null}
    </TitledPage>
  );
}

import { Box, Button, DataList, Flex, Heading, Link } from '@chakra-ui/react';
import { maskMobile } from '@mall/schemas';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePointsLabel } from '../shell/usePointsLabel.ts';
import { NicknameDialog } from '../member-profile/NicknameDialog.tsx';
import { useMemberDetail } from '../member-profile/useMemberDetail.ts';
import { useMemberProfileStrings } from '../member-profile/useMemberProfileStrings.ts';
import { PageFrame } from '../shell/PageFrame.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { userInfoAtom } from '../state/session.ts';

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
    <PageFrame>
      <Box px="4" pb="8">
        <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="4">
          <Heading as="h1" size="lg">
            {t('profile.title')}
          </Heading>
          <Link asChild color="blue.600">
            <RouterLink to="/home/bindingCard">{t('profile.bindingCard')}</RouterLink>
          </Link>
        </Flex>
        {profile.data === undefined && profile.isLoading ? (
          <StatusMessage loading title={t('profile.loading')} />
        ) : profile.data === undefined ? (
          <StatusMessage
            title={t('profile.loadFailed')}
            action={{ label: t('profile.retry'), onClick: () => void profile.mutate() }}
          />
        ) : (
          <DataList.Root orientation="horizontal" size="lg">
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.username')}</DataList.ItemLabel>
              <DataList.ItemValue>{profile.data.username}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.nickName')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Flex align="center" gap="3">
                  <span>{shown(profile.data.nickName)}</span>
                  <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
                    {t('profile.editNickName')}
                  </Button>
                </Flex>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.mobile')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {profile.data.mobile ? maskMobile(profile.data.mobile) : t('profile.none')}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.code')}</DataList.ItemLabel>
              <DataList.ItemValue>{shown(profile.data.code)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.email')}</DataList.ItemLabel>
              <DataList.ItemValue>{shown(profile.data.email)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.point')}</DataList.ItemLabel>
              <DataList.ItemValue>{pointsLabel(profile.data.point)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.enterprise')}</DataList.ItemLabel>
              <DataList.ItemValue>{profile.data.enterpriseName}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        )}
      </Box>
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
    </PageFrame>
  );
}

import { Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useAccountAccessStrings } from '../account-access/useAccountAccessStrings.ts';
import { useNavigate } from 'react-router';
import { AccountPage } from '../account-access/AccountPage.tsx';
import { InitialLoginForm } from '../account-access/InitialLoginForm.tsx';
import { clearSessionStorage } from '../state/session-storage.ts';
import { PageFrame } from '../shell/PageFrame.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { toaster } from '../ui/toaster.ts';
import { accessTokenAtom, userInfoAtom } from '../state/session.ts';

/** How long the "password set" message stays up. */
const DONE_TOAST_MS = 5_000;

/**
 * `/initialLogin`: first-login verification for a member whose password must be replaced
 * (`updatePwd` '1'): an SMS code to their mobile, then a password of their choosing. The server
 * ends every session of the member with it, so this browser forgets the session too and the member
 * logs in again. It is an open route (spec 01 section 2.1), so it explains itself to a guest.
 */
export function InitialLoginRoute() {
  const { t } = useAccountAccessStrings();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const token = useAtomValue(accessTokenAtom);

  if (!user || !token) {
    return (
      <PageFrame>
        <StatusMessage
          title={t('reset.initialNotLoggedIn')}
          description={t('reset.initialNotLoggedInText')}
          action={{ label: t('reset.initialGoLogin'), onClick: () => void navigate('/login') }}
        />
      </PageFrame>
    );
  }
  if (user.updatePwd !== '1') {
    return (
      <PageFrame>
        <StatusMessage
          title={t('reset.initialNotNeeded')}
          action={{ label: t('reset.initialGoHome'), onClick: () => void navigate('/') }}
        />
      </PageFrame>
    );
  }

  return (
    <AccountPage title={t('reset.initialTitle')} intro={t('reset.initialIntro')}>
      <Text>{t('reset.forUser', { username: user.username })}</Text>
      {user.mobile ? (
        <InitialLoginForm
          username={user.username}
          maskedMobile={user.mobile}
          onDone={() => {
            toaster.create({
              type: 'success',
              description: t('reset.initialDone'),
              duration: DONE_TOAST_MS,
            });
            void navigate('/login', { replace: true });
            clearSessionStorage();
          }}
        />
      ) : (
        <Text role="alert" color="fg.error">
          {t('reset.initialNoMobile')}
        </Text>
      )}
    </AccountPage>
  );
}

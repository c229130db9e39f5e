import { HStack, Tabs } from '@chakra-ui/react';
import type { UserInfo } from '@mall/schemas';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '../account-access/AccountPage.tsx';
import { CardLoginForm } from '../account-access/CardLoginForm.tsx';
import { LoginForm } from '../session/LoginForm.tsx';
import { afterLoginPath } from '../session/login-path.ts';
import { ShellLink } from '../shell/ShellLink.tsx';
import { platformAtom } from '../state/platform.ts';
import { pageIdAtom } from '../state/session.ts';

/**
 * `/login?oneId&pageId&rePath&query`: password login; afterwards back to `rePath` with the `query`
 * JSON restored (spec 01 section 2.2), else home. A second tab logs in with a welfare card; links
 * lead to password recovery, sign-up and the disposable-card login.
 */
export function LoginRoute() {
  const { t } = useTranslation('storefront');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const setPageId = useSetAtom(pageIdAtom);
  const pageId = searchParams.get('pageId');
  const setPlatform = useSetAtom(platformAtom);
  const goOn = () => {
    if (pageId) setPageId(pageId);
    void navigate(afterLoginPath(searchParams.get('rePath'), searchParams.get('query')), {
      replace: true,
    });
  };
  const cardLoggedIn = (user: UserInfo) => {
    // A card member is a mall member: a disposable-card session before must not steer logout.
    setPlatform((platform) => (platform === 'YCXK' ? 'HSHSC' : platform));
    // A card handed out with a first password is verified and re-passworded first.
    if (user.updatePwd === '1') void navigate('/initialLogin', { replace: true });
    else goOn();
  };

  return (
    <AccountPage title={t('auth.title')}>
      {/* Only the open tab is mounted: each form draws its own picture code. */}
      <Tabs.Root defaultValue="password" lazyMount unmountOnExit colorPalette="red" w="full" maxW="360px">
        <Tabs.List>
          <Tabs.Trigger value="password">{t('card.passwordTab')}</Tabs.Trigger>
          <Tabs.Trigger value="card">{t('card.tab')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="password">
          <LoginForm oneId={searchParams.get('oneId')} onLoggedIn={goOn} />
        </Tabs.Content>
        <Tabs.Content value="card">
          <CardLoginForm oneId={searchParams.get('oneId')} onLoggedIn={cardLoggedIn} />
        </Tabs.Content>
      </Tabs.Root>
      <HStack as="nav" aria-label={t('card.moreWays')} gap="6">
        <ShellLink to="/forgetPassword" color="red.600">
          {t('card.forgotPassword')}
        </ShellLink>
        <ShellLink to="/signUp" color="red.600">
          {t('card.signUp')}
        </ShellLink>
        <ShellLink
          to={pageId ? `/disposableCard/login?${new URLSearchParams({ pageId })}` : '/disposableCard/login'}
          color="red.600"
        >
          {t('card.disposableLogin')}
        </ShellLink>
      </HStack>
    </AccountPage>
  );
}

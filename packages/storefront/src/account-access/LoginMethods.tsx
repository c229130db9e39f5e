import { HStack, Tabs } from '@chakra-ui/react';
import type { UserInfo } from '@mall/schemas';
import { useSetAtom } from 'jotai';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';
import { useNavigate } from 'react-router';
import { CardLoginForm } from './CardLoginForm.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { platformAtom } from '../state/platform.ts';
import { LoginForm } from './LoginForm.tsx';

export interface LoginMethodsProps {
  /** The enterprise of the login page, sent with the login when known. */
  oneId: string | null;
  /** The page the login leads to, carried to the disposable-card login. */
  pageId: string | null;
  /** The member is in and nothing must come first: go where the login page leads. */
  onLoggedIn: () => void;
}

/**
 * The ways in of a login page: password (with the picture code) and welfare card as tabs, then
 * links to password recovery, sign-up and the disposable-card login. A card handed out with a
 * first password goes to `/initialLogin` before anything else.
 */
export function LoginMethods({ oneId, pageId, onLoggedIn }: LoginMethodsProps) {
  const { t } = useAccountAccessStrings();
  const navigate = useNavigate();
  const setPlatform = useSetAtom(platformAtom);
  const cardLoggedIn = (user: UserInfo) => {
    // A card member is a mall member: a disposable-card session before must not steer logout.
    setPlatform((platform) => (platform === 'YCXK' ? 'HSHSC' : platform));
    if (user.updatePwd === '1') void navigate('/initialLogin', { replace: true });
    else onLoggedIn();
  };

  return (
    <>
      {/* Only the open tab is mounted: each form draws its own picture code. */}
      <Tabs.Root defaultValue="password" lazyMount unmountOnExit colorPalette="red" w="full" maxW="360px">
        <Tabs.List>
          <Tabs.Trigger value="password">{t('card.passwordTab')}</Tabs.Trigger>
          <Tabs.Trigger value="card">{t('card.tab')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="password">
          <LoginForm oneId={oneId} onLoggedIn={onLoggedIn} />
        </Tabs.Content>
        <Tabs.Content value="card">
          <CardLoginForm oneId={oneId} onLoggedIn={cardLoggedIn} />
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
    </>
  );
}

import { useInBrowser } from '@mall/runtime';
import { Box, Flex, Text } from '@chakra-ui/react';
import type { UserInfo } from '@mall/schemas';
import { useAtomValue, useSetAtom } from 'jotai';
import { memo, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { usePointsLabel } from './usePointsLabel.ts';
import { fetchPointAccounts } from '../api/points.ts';
import { localeAtom } from '../state/locale.ts';
import { loginPromptOpenAtom } from '../state/login-prompt.ts';
import { permittedPlatforms, platformAtom } from '../state/platform.ts';
import { accessTokenAtom, userInfoAtom } from '../state/session.ts';
import { formatDateTime } from './format-date-time.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { PAGE_WIDTH_PX } from './page-width.ts';
import { ShellLink } from '../ui/ShellLink.tsx';
import { TextButton } from './TextButton.tsx';
import { aroundContent, CONTENT_SLOT, contentLang } from './content-lang.ts';

/** The merchant-entry page; it opens in a new tab and needs an access token. */
export const SHOP_ENTRY_PATH = '/shopEntry?id=1';

export interface UserStripProps {
  /** Which header layout the strip sits in; picks the greeting. Defaults to `HSHSC`. */
  platform?: 'HSHSC' | 'DZPT';
  /**
   * Shows the language switch (English-enabled pages); in an English interface it shows anyway, as
   * the way back to Chinese. Defaults to `false`.
   */
  englishEnabled?: boolean;
  /** Signs the member out; without it the sign-out entry is not shown. */
  onLogout?: () => void;
  /** Loads `/` afresh after a platform switch. Defaults to `window.location.assign('/')`. */
  reloadRoot?: () => void;
  /** Reloads the page after a language switch. Defaults to `window.location.reload()`. */
  reloadPage?: () => void;
}

const assignRoot = () => window.location.assign('/');

/**
 * The strip above the header: greeting (dealer details too), account links, platform entries, language.
 * Memoised: the header above it renders again as each of its calls answers (the site's branding, the
 * hot search terms, the enterprise's logo), and the strip, a third of the header, depends on none.
 */
export const UserStrip = memo(function UserStrip({
  platform = 'HSHSC',
  englishEnabled = false,
  onLogout,
  reloadRoot = assignRoot,
  reloadPage,
}: UserStripProps) {
  const { t } = useTranslation('storefront');
  const user = useAtomValue(userInfoAtom);
  const accessToken = useAtomValue(accessTokenAtom);
  const setPlatform = useSetAtom(platformAtom);
  const english = useAtomValue(localeAtom) === 'en-US';
  const openLoginPrompt = useSetAtom(loginPromptOpenAtom);
  const askToLogIn = (event: MouseEvent) => {
    event.preventDefault();
    openLoginPrompt(true);
  };

  const switchTo = (target: 'HSHSC' | 'DZPT') => () => {
    setPlatform(target);
    reloadRoot();
  };

  const entries: ReactNode[] = [];
  if (user) {
    // Fixed accounts (canLogout false) cannot reach their homepage or account, nor sign out.
    const fixedAccount = user.canLogout === false;
    for (const code of permittedPlatforms(user.platformPermission)) {
      entries.push(
        <StripButton key={code} onClick={switchTo(code)}>
          {t(code === 'HSHSC' ? 'userStrip.myMall' : 'userStrip.exclusiveHomepage')}
        </StripButton>,
      );
    }
    if (!fixedAccount) {
      entries.push(<StripLink key="home" to="/home" label={t('userStrip.myHomepage')} />);
      entries.push(<StripLink key="account" to="/home/myAccount" label={t('userStrip.myAccount')} />);
    }
    entries.push(
      <StripLink key="order" to="/home/myOrder" label={t('userStrip.myOrder')} />,
      <StripLink key="favorites" to="/home/favorites" label={t('userStrip.favorites')} />,
      <StripLink key="notices" to="/notice" label={t('userStrip.notices')} />,
      <StripLink key="cart" to="/cart" label={t('userStrip.cart')} />,
    );
  }
  entries.push(
    <StripLink
      key="service"
      to="/home/customerService"
      label={t('userStrip.customerService')}
      // A guest's user-centre link asks them to log in first (spec 01 section 4), as the toolbar does.
      onClick={user ? undefined : askToLogIn}
    />,
  );
  if (user) {
    entries.push(
      <StripLink key="faq" to="/home/frequentlyQuestion" label={t('userStrip.faq')} />,
      <StripLink key="messages" to="/home/message" label={t('userStrip.messages')} />,
    );
  }
  entries.push(
    accessToken ? (
      <StripLink
        key="shopEntry"
        to={SHOP_ENTRY_PATH}
        newTab
        label={t('userStrip.shopEntry')}
        ariaLabel={t('userStrip.newTab', { label: t('userStrip.shopEntry') })}
      />
    ) : (
      <StripLink key="shopEntry" to="/login" label={t('userStrip.shopEntry')} />
    ),
  );
  if (englishEnabled || english) entries.push(<LanguageSwitch key="language" reloadPage={reloadPage} />);
  if (user && user.canLogout !== false && onLogout) {
    entries.push(
      <StripButton key="logout" onClick={onLogout}>
        {t('userStrip.logout')}
      </StripButton>,
    );
  }

  return (
    <Box bg="bg.muted" borderBottomWidth="1px" borderColor="border.muted" fontSize="xs" color="fg.muted">
      <Flex
        as="nav"
        aria-label={t('userStrip.label')}
        maxW={`${PAGE_WIDTH_PX}px`}
        mx="auto"
        minH="32px"
        px="4"
        align="center"
        justify="space-between"
        gap="4"
      >
        <Greeting user={user} platform={platform} />
        <Flex as="ul" listStyleType="none" align="center" wrap="wrap" gap="3" justify="flex-end">
          {entries.map((entry, index) => (
            // The list is rebuilt from the same rules on every render, so positions are stable keys.
            <Box as="li" key={index} display="flex" alignItems="center">
              {entry}
            </Box>
          ))}
        </Flex>
      </Flex>
    </Box>
  );
});

function Greeting({ user, platform }: { user: UserInfo | null; platform: 'HSHSC' | 'DZPT' }) {
  const { t, i18n } = useTranslation('storefront');
  const dzpt = platform === 'DZPT';
  if (!user) {
    return (
      <Flex gap="3" align="center">
        <Text>{t(dzpt ? 'userStrip.guestGreetingDzpt' : 'userStrip.guestGreeting')}</Text>
        <ShellLink to="/login" color="brand.solid">
          {t('userStrip.login')}
        </ShellLink>
        <ShellLink to="/signUp">{t('userStrip.signUp')}</ShellLink>
      </Flex>
    );
  }
  const name = user.nickName || user.username;
  // The member's name is theirs, in an element of its own with its language.
  const greetingKey = dzpt ? 'userStrip.memberGreetingDzpt' : 'userStrip.memberGreeting';
  const nameLang = contentLang(name, i18n.language);
  const [before, after] = aroundContent(t(greetingKey, { name: CONTENT_SLOT }));
  return (
    <Flex gap="4" align="center" wrap="wrap">
      {nameLang ? (
        <Text>
          {before}
          <span lang={nameLang}>{name}</span>
          {after}
        </Text>
      ) : (
        <Text>{t(greetingKey, { name })}</Text>
      )}
      {user.dealerCode ? (
        <>
          <Text>{t('userStrip.dealerCode', { code: user.dealerCode })}</Text>
          <Text>
            {user.lastLoginDate
              ? t('userStrip.lastLogin', { time: formatDateTime(user.lastLoginDate) })
              : t('userStrip.firstLogin')}
          </Text>
          <Text>{t('userStrip.point', { point: user.point ?? 0 })}</Text>
        </>
      ) : (
        <PointBalance />
      )}
    </Flex>
  );
}

/**
 * The member's spendable points with their unit, from the point accounts /home/myAccount reads
 * (the same swr key, so either page finds the other's answer). Asked once the page has hydrated:
 * the server's render of the strip carries no balance, and the browser's first render matches it.
 */
function PointBalance() {
  const { t } = useTranslation('storefront');
  const points = usePointsLabel();
  const hydrated = useInBrowser();
  const locale = useAtomValue(localeAtom);
  const { data } = useSWR(hydrated ? ['point-accounts', locale] : null, fetchPointAccounts);
  // Until the balance arrives its place is kept by an invisible stand-in of a balance's width: on a
  // phone the strip wraps, and a balance appearing later pushed the whole page down (CLS 0.25).
  if (!data)
    return (
      <Text visibility="hidden" aria-hidden="true">
        {t('userStrip.point', { point: points(PLACEHOLDER_POINTS) })}
      </Text>
    );
  return <Text>{t('userStrip.point', { point: points(data.totals.spendable) })}</Text>;
}

/** A balance of typical width, which the stand-in shows (invisibly) before the real one is known. */
const PLACEHOLDER_POINTS = 88_888;

function StripLink({
  to,
  label,
  newTab,
  ariaLabel,
  onClick,
}: {
  to: string;
  label: string;
  newTab?: boolean;
  ariaLabel?: string;
  onClick?: (event: MouseEvent) => void;
}) {
  return (
    <ShellLink
      to={to}
      newTab={newTab}
      aria-label={ariaLabel}
      onClick={onClick}
      color="inherit"
      _hover={{ color: 'brand.solid' }}
    >
      {label}
    </ShellLink>
  );
}

function StripButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <TextButton _hover={{ color: 'brand.solid' }} onClick={onClick}>
      {children}
    </TextButton>
  );
}

import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { useAccountAccessStrings } from '../account-access/useAccountAccessStrings.ts';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { YcxkLoginForm } from '../account-access/YcxkLoginForm.tsx';
import { fetchEnterpriseLoginPage } from '../api/passport.ts';
import { SESSION_KEYS, writeStored } from '../state/session-storage.ts';
import { PageFrame } from '../shell/PageFrame.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { platformAtom } from '../state/platform.ts';

const LOGO_SIZE_PX = 64;

/** The enterprise login page of `/disposableCard/login/{loginRouteName}`; none for `?pageId=`. */
function useDisposableLoginPage(loginRouteName: string | undefined) {
  const { data, error } = useSWR(loginRouteName ? ['enterpriseLoginPage', loginRouteName] : null, () =>
    fetchEnterpriseLoginPage(loginRouteName ?? ''),
  );
  return {
    loginPage: data ?? null,
    // An unknown route name answers null; a failed call was shown by the request layer.
    loading: Boolean(loginRouteName) && data === undefined && !error,
    notFound: Boolean(loginRouteName) && (data === null || Boolean(error)),
  };
}

/**
 * `/disposableCard/login/{loginRouteName}` and `/disposableCard/login?pageId={id}`: the
 * disposable-card (YCXK) login. Afterwards the platform is YCXK and the route name and page id are
 * kept (spec 01 section 3), so logout and session expiry come back to this page (section 4).
 */
export function DisposableCardLoginRoute() {
  const { t } = useAccountAccessStrings();
  const { loginRouteName } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const setPlatform = useSetAtom(platformAtom);
  const { loginPage, loading, notFound } = useDisposableLoginPage(loginRouteName);
  const name = loginPage?.enterpriseName;

  return (
    <PageFrame>
      <Stack align="center" py="10" gap="6">
        {loginPage?.logo ? (
          <img
            src={loginPage.logo}
            alt={t('ycxk.logoAlt', { name: name ?? '' })}
            width={LOGO_SIZE_PX}
            height={LOGO_SIZE_PX}
          />
        ) : null}
        <Heading as="h1" size="xl">
          {name ? t('ycxk.enterpriseTitle', { name }) : t('ycxk.title')}
        </Heading>
        <Text color="fg.muted" maxW="400px" textAlign="center">
          {t('ycxk.intro')}
        </Text>
        {notFound ? <Text color="fg.muted">{t('ycxk.pageNotFound')}</Text> : null}
        {loading ? (
          <StatusMessage loading title={t('page.loading')} />
        ) : (
          <YcxkLoginForm
            oneId={loginPage?.oneId ?? null}
            onLoggedIn={() => {
              setPlatform('YCXK');
              writeStored(SESSION_KEYS.loginRouteName, loginPage?.loginRouteName ?? loginRouteName ?? null);
              writeStored(
                SESSION_KEYS.disposableCardPageId,
                searchParams.get('pageId') || loginPage?.pageId || null,
              );
              void navigate('/', { replace: true });
            }}
          />
        )}
      </Stack>
    </PageFrame>
  );
}

import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { fetchEnterpriseLoginPage } from '../api/passport.ts';
import { landingAfterLogin } from '../session/login-landing.ts';
import { LoginMethods } from '../account-access/LoginMethods.tsx';
import { SESSION_KEYS, writeStored } from '../state/session-storage.ts';
import { PageFrame } from '../shell/PageFrame.tsx';
import { pageIdAtom } from '../state/session.ts';

const LOGO_SIZE_PX = 64;

/**
 * `/login/{loginRouteName}`: the enterprise's own login page (logo, background, name) with the
 * same ways in and its oneId; the route name is kept so logout comes back here.
 */
export function LoginEnterpriseRoute() {
  const { t } = useTranslation('storefront');
  const { loginRouteName = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const setPageId = useSetAtom(pageIdAtom);
  const { data: loginPage, error } = useSWR(['enterpriseLoginPage', loginRouteName], () =>
    fetchEnterpriseLoginPage(loginRouteName),
  );
  const name = loginPage?.enterpriseName ?? loginRouteName;
  // The server answers `null` for a route name no enterprise has: the general login still works.
  const loaded = loginPage !== undefined || error !== undefined;

  return (
    <PageFrame>
      <Box
        py="10"
        bgImage={loginPage?.background ? `url("${loginPage.background}")` : undefined}
        bgSize="cover"
        bgPos="center"
      >
        <Stack align="center" gap="6" bg="bg" maxW="480px" mx="auto" p="8" borderRadius="md">
          {loginPage?.logo ? (
            <img
              src={loginPage.logo}
              alt={t('auth.logoAlt', { name })}
              width={LOGO_SIZE_PX}
              height={LOGO_SIZE_PX}
            />
          ) : null}
          <Heading as="h1" size="xl">
            {t('auth.enterpriseTitle', { name })}
          </Heading>
          {loaded && !loginPage ? <Text color="fg.muted">{t('auth.pageNotFound')}</Text> : null}
          {loaded ? (
            <LoginMethods
              oneId={loginPage?.oneId ?? null}
              pageId={loginPage?.pageId ?? searchParams.get('pageId')}
              onLoggedIn={() => {
                if (loginPage) writeStored(SESSION_KEYS.loginRouteName, loginPage.loginRouteName);
                const pageId = loginPage?.pageId ?? searchParams.get('pageId');
                if (pageId) setPageId(pageId);
                void landingAfterLogin(searchParams.get('rePath'), searchParams.get('query')).then((path) =>
                  navigate(path, { replace: true }),
                );
              }}
            />
          ) : null}
        </Stack>
      </Box>
    </PageFrame>
  );
}

import { Box, Button, ChakraProvider, HStack, Spinner, Text } from '@chakra-ui/react';
import { mallSystem } from '@mall/blocks';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { createStudioI18n } from '../i18n/studio-i18n.ts';
import { LoginPage } from '../login/LoginPage.tsx';
import { PageListPage } from '../page-list/PageListPage.tsx';
import { StudioSessionProvider, useStudioSession } from '../session/StudioSession.tsx';

// The editor carries the form library, drag and drop, the runtime and the blocks: its own chunk,
// so the login and the page list come up without it.
const EditorPage = lazy(() => import('../editor/EditorPage.tsx').then((m) => ({ default: m.EditorPage })));

/** The bar over every screen: the studio's name, the language switch and who is logged in. */
function StudioBar() {
  const { t } = useTranslation('studio');
  const { operator, locale, setLocale, api, signOut } = useStudioSession();
  return (
    <HStack as="header" justify="space-between" h="56px" px="4" bg="red.700" color="white">
      <Link to="/">
        <Text fontWeight="bold">{t('app.title')}</Text>
      </Link>
      <HStack gap="3">
        <Button
          size="xs"
          variant="outline"
          color="white"
          onClick={() => setLocale(locale === 'en-US' ? 'zh-CN' : 'en-US')}
          lang={locale === 'en-US' ? 'zh-CN' : 'en-US'}
        >
          {locale === 'en-US' ? '中文' : 'English'}
        </Button>
        {operator ? (
          <>
            <Text fontSize="sm">
              {t('app.operator', { name: operator.nickName, role: t(`role.${operator.role}`) })}
            </Text>
            <Button
              size="xs"
              variant="outline"
              color="white"
              onClick={() => {
                void api
                  .logout()
                  .catch(() => undefined)
                  .finally(signOut);
              }}
            >
              {t('app.logout')}
            </Button>
          </>
        ) : null}
      </HStack>
    </HStack>
  );
}

/** Screens for a logged-in operator; the login for anyone else. */
function StudioRoutes() {
  const { operator } = useStudioSession();
  if (!operator) return <LoginPage />;
  return (
    <Routes>
      <Route path="/" element={<PageListPage />} />
      <Route
        path="/pages/:id"
        element={
          <Suspense fallback={<Spinner m="8" />}>
            <EditorPage />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

function Localised({ children }: { children: ReactNode }) {
  const { locale } = useStudioSession();
  const i18n = useMemo(() => createStudioI18n(locale), [locale]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false };

/** The page studio: login, page list and editor, under /studio. */
export function StudioApp() {
  return (
    <ChakraProvider value={mallSystem()}>
      <StudioSessionProvider>
        <Localised>
          <SWRConfig value={SWR_OPTIONS}>
            <BrowserRouter basename="/studio">
              <StudioBar />
              <Box as="main" px="4" py="3">
                <StudioRoutes />
              </Box>
            </BrowserRouter>
          </SWRConfig>
        </Localised>
      </StudioSessionProvider>
    </ChakraProvider>
  );
}

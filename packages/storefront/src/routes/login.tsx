import { Heading, Stack } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../session/LoginForm.tsx';
import { afterLoginPath } from '../session/login-path.ts';
import { PageFrame } from '../shell/PageFrame.tsx';
import { pageIdAtom } from '../state/session.ts';

/**
 * `/login?oneId&pageId&rePath&query`: password login; afterwards back to `rePath` with the `query`
 * JSON restored (spec 01 section 2.2), else home.
 */
export function LoginRoute() {
  const { t } = useTranslation('storefront');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const setPageId = useSetAtom(pageIdAtom);
  const pageId = searchParams.get('pageId');

  return (
    <PageFrame>
      <Stack align="center" py="10" gap="6">
        <Heading as="h1" size="xl">
          {t('auth.title')}
        </Heading>
        <LoginForm
          oneId={searchParams.get('oneId')}
          onLoggedIn={() => {
            if (pageId) setPageId(pageId);
            void navigate(afterLoginPath(searchParams.get('rePath'), searchParams.get('query')), {
              replace: true,
            });
          }}
        />
      </Stack>
    </PageFrame>
  );
}

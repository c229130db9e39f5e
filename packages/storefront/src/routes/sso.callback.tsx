import { Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RequestError } from '../api/request.ts';
import { postEnterpriseSsoLogin } from '../api/sso.ts';
import { getAppI18n } from '../i18n/app-i18n.ts';
import { startSession } from '../session/login.ts';
import { landingAfterLogin } from '../session/login-landing.ts';
import { leavingHref, takeSsoPending, type SsoPending } from '../session/sso-login.ts';
import { SSO_TENANT_LOGIN_URLS } from '../session/sso-tenants.ts';
import { PageFrame } from '../shell/PageFrame.tsx';

/** Logged in and where to go, or why not and where to log in again. */
type CallbackOutcome = { ok: true; path: string } | { ok: false; message: string; retryHref: string };

// One exchange per code for the life of the page: React runs a mounting effect twice in development,
// and a code works once.
const exchanges = new Map<string, Promise<CallbackOutcome>>();

/** The SSO tenant a code claims to be for (its audience), only to offer its login page again. */
function tenantOfCode(code: string): string | null {
  try {
    const payload = code.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { aud } = JSON.parse(json) as { aud?: unknown };
    const oneId = typeof aud === 'string' && aud.startsWith('mall:') ? aud.slice('mall:'.length) : null;
    return oneId && Object.hasOwn(SSO_TENANT_LOGIN_URLS, oneId) ? oneId : null;
  } catch {
    return null;
  }
}

/** Where "log in again" goes: the tenant's SSO login page when the tenant is known, else /login. */
function retryHref(oneId: string | null, pending: SsoPending | null): string {
  const loginUrl = oneId ? SSO_TENANT_LOGIN_URLS[oneId] : undefined;
  if (!oneId || !loginUrl) return '/login';
  return leavingHref({
    kind: 'sso',
    loginUrl,
    oneId,
    rePath: pending?.rePath ?? null,
    query: pending?.query ?? null,
  });
}

async function completeSsoLogin(code: string, state: string | null): Promise<CallbackOutcome> {
  const t = getAppI18n().getFixedT(null, 'storefront');
  const pending = takeSsoPending(state);
  if (!pending) {
    return { ok: false, message: t('sso.badState'), retryHref: retryHref(tenantOfCode(code), null) };
  }
  try {
    const tokens = await postEnterpriseSsoLogin({ code, oneId: pending.oneId });
    await startSession(tokens);
    return { ok: true, path: await landingAfterLogin(pending.rePath, pending.query) };
  } catch (error) {
    const message = error instanceof RequestError && error.message ? error.message : t('auth.failed');
    return { ok: false, message, retryHref: retryHref(pending.oneId, pending) };
  }
}

/**
 * `/sso/callback?code=&state=`: where an SSO tenant's identity provider sends the member back
 * (spec 01 section 4 priority 1). The state must be the one this browser sent; the code is
 * exchanged once for the mall's login (enterpriseSsoLogin), then the member lands where a password
 * login lands them (the return path carried, else the enterprise's login url, else home). A refused
 * exchange shows the server's message and a link to log in again.
 */
export function SsoCallbackRoute() {
  const { t } = useTranslation('storefront');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const state = params.get('state');
  const [failure, setFailure] = useState<Extract<CallbackOutcome, { ok: false }> | null>(() =>
    code ? null : { ok: false, message: t('sso.noCode'), retryHref: '/login' },
  );

  useEffect(() => {
    if (!code) return;
    let exchange = exchanges.get(code);
    if (!exchange) {
      exchange = completeSsoLogin(code, state);
      exchanges.set(code, exchange);
    }
    let current = true;
    void exchange.then((outcome) => {
      if (!current) return;
      if (outcome.ok) void navigate(outcome.path, { replace: true });
      else setFailure(outcome);
    });
    return () => {
      current = false;
    };
  }, [code, state, navigate]);

  return (
    <PageFrame>
      <Stack align="center" textAlign="center" gap="4" px="4" py="16">
        {failure ? (
          <>
            <Heading as="h1" size="2xl">
              {t('sso.failedTitle')}
            </Heading>
            <Text role="alert" color="fg.muted">
              {failure.message}
            </Text>
            <Link href={failure.retryHref} color="red.600" fontWeight="semibold">
              {t('sso.retry')}
            </Link>
          </>
        ) : (
          <>
            <Spinner aria-hidden />
            <Text role="status">{t('sso.signingIn')}</Text>
          </>
        )}
      </Stack>
    </PageFrame>
  );
}

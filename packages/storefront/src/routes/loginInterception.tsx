import { useNavigate, useSearchParams } from 'react-router';
import { InfoPage } from '../help-centre/InfoPage.tsx';
import { useHelpStrings } from '../help-centre/useHelpStrings.ts';
import { DEFAULT_FOOTER_CONTACT } from '../shell/SiteFooter.tsx';
import { useSiteBranding } from '../shell/useSiteBranding.ts';

/** The longest reason from the address that is shown; a longer one is cut. Defaults to `200`. */
export const INTERCEPTION_REASON_MAX = 200;

/**
 * `/loginInterception?reason=`: a login that was refused or intercepted. It shows the reason the
 * address carries (`reason`, or `message`), else a default one, how to reach customer service, and
 * the way back to /login.
 */
export function LoginInterceptionRoute() {
  const { t } = useHelpStrings();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hotline = useSiteBranding()?.contact?.hotline ?? DEFAULT_FOOTER_CONTACT.hotline;
  const reason = (params.get('reason') ?? params.get('message') ?? '')
    .trim()
    .slice(0, INTERCEPTION_REASON_MAX);
  return (
    <InfoPage
      title={t('loginInterception.title')}
      lines={[
        reason || t('loginInterception.default'),
        t('loginInterception.hotline', { hotline }),
        t('shell.serviceHours'),
      ]}
      action={{ label: t('loginInterception.back'), onClick: () => void navigate('/login') }}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../shell/PageFrame.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';

function readMessage(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const message = (state as { message?: unknown }).message;
  return typeof message === 'string' && message ? message : undefined;
}

/** `/sdm`: the maintenance notice, with the server's message from the router state or `?message=`. */
export function SdmRoute() {
  const { t } = useTranslation('storefront');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const message = readMessage(location.state) ?? searchParams.get('message') ?? t('sdm.defaultMessage');
  return (
    <PageFrame>
      <StatusMessage
        title={t('sdm.title')}
        description={message}
        action={{ label: t('sdm.home'), onClick: () => void navigate('/') }}
      />
    </PageFrame>
  );
}

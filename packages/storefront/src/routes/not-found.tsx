import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageFrame } from '../shell/PageFrame.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';

/** Any path the storefront does not know. */
export function NotFoundRoute() {
  const { t } = useTranslation('storefront');
  const navigate = useNavigate();
  return (
    <PageFrame>
      <StatusMessage
        title={t('notFound.title')}
        description={t('notFound.text')}
        action={{ label: t('notFound.home'), onClick: () => void navigate('/') }}
      />
    </PageFrame>
  );
}

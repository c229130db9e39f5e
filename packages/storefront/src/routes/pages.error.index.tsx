import { useNavigate } from 'react-router';
import { InfoPage } from '../help-centre/InfoPage.tsx';
import { useHelpStrings } from '../help-centre/useHelpStrings.ts';

/** `/pages/error/index`: the generic error page, with the way home. */
export function ErrorPageRoute() {
  const { t } = useHelpStrings();
  const navigate = useNavigate();
  return (
    <InfoPage
      title={t('errorPage.title')}
      lines={[t('errorPage.text')]}
      action={{ label: t('errorPage.home'), onClick: () => void navigate('/') }}
    />
  );
}

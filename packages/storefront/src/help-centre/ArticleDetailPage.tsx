import { Box, Text } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../shell/PageFrame.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { ArticleView } from './ArticleView.tsx';
import { useHelpStrings } from './useHelpStrings.ts';

/** `/article/detail?id=`: one article of the help centre, with a way back to the list. */
export function ArticleDetailPage() {
  const { t } = useHelpStrings();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id')?.trim() ?? '';
  return (
    <PageFrame>
      <Box px="4" pb="8">
        <Text as="nav" aria-label={t('help.detail.breadcrumb')} mb="4">
          <ShellLink to="/article" color="fg.muted" fontSize="sm">
            <span aria-hidden="true">‹ </span>
            {t('help.detail.back')}
          </ShellLink>
        </Text>
        <ArticleView
          articleId={id}
          fallbackTitle={t('help.centre')}
          notFoundAction={{ label: t('help.detail.back'), onClick: () => void navigate('/article') }}
        />
      </Box>
    </PageFrame>
  );
}

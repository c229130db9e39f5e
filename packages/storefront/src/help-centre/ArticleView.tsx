import { Box, Heading, Text } from '@chakra-ui/react';
import { RequestError } from '../api/request.ts';
import { SafeHtml } from '../shell/SafeHtml.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { useArticle } from './useArticle.ts';
import { useHelpStrings } from './useHelpStrings.ts';

export interface ArticleViewProps {
  /** The article to show; an empty id reads as not found. */
  articleId: string;
  /** The page's heading while the article is loading, failed or unknown. */
  fallbackTitle: string;
  /** What a not-found article offers (back to the list). */
  notFoundAction?: { label: string; onClick: () => void };
}

/**
 * One article of the help centre: its title as the page's heading, the date it was last updated
 * and its HTML body through `SafeHtml`; a loading, failed, unknown or empty article says so under
 * the page's own title, so the page always has one.
 */
export function ArticleView({ articleId, fallbackTitle, notFoundAction }: ArticleViewProps) {
  const { t } = useHelpStrings();
  const { data: article, error, isLoading, mutate } = useArticle(articleId);

  let state;
  if (isLoading) state = <StatusMessage loading title={t('help.loading')} />;
  else if (!articleId || (error instanceof RequestError && error.kind === 'not-found'))
    state = <StatusMessage title={t('help.notFound')} action={notFoundAction} />;
  else if (error || !article)
    state = (
      <StatusMessage
        title={t('help.loadFailed')}
        action={{ label: t('help.retry'), onClick: () => void mutate() }}
      />
    );
  if (state || !article) {
    return (
      <Box as="article" flex="1" minW="0">
        <Heading as="h1" size="xl" mb="4">
          {fallbackTitle}
        </Heading>
        {state}
      </Box>
    );
  }

  const empty = article.content.replace(/<[^>]*>/g, '').trim() === '';
  return (
    <Box as="article" flex="1" minW="0">
      <Heading as="h1" size="xl" mb="2">
        {article.title}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="6">
        {t('help.updated', { time: article.updateTime.slice(0, 10) })}
      </Text>
      {empty ? <StatusMessage title={t('help.empty')} /> : <SafeHtml html={article.content} />}
    </Box>
  );
}

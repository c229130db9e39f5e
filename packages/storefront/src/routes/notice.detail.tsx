import { Box, Heading, Text } from '@chakra-ui/react';
import type { NoticeType } from '@mall/schemas';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { fetchNotice } from '../api/notices.ts';
import { RequestError } from '../api/request.ts';
import { noticeDetailPath, noticeListPath } from '../shell/notice-path.ts';
import { PageFrame } from '../shell/PageFrame.tsx';
import { SafeHtml } from '../shell/SafeHtml.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';

// ---------------------------------------------------------------------------------------------
// Data

/** The notice of `?id=`; no call without an id. */
function useNoticeOfAddress() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  return { id, ...useSWR(id ? ['notice', id] : null, () => fetchNotice(id)) };
}

// ---------------------------------------------------------------------------------------------
// The routes

/** `/notice/detail?id=`: an enterprise notice. */
export function NoticeDetailRoute() {
  return <NoticeDetail noticeType="EP" />;
}

export interface NoticeDetailProps {
  /** The kind of notice the route shows; a notice of the other kind moves to its own route. */
  noticeType: NoticeType;
}

/**
 * A notice: title, publish time and its sanitised HTML content, with a way back to its list. An
 * unknown notice (or one of another enterprise, which the server does not reveal) reads as gone.
 */
export function NoticeDetail({ noticeType }: NoticeDetailProps) {
  const { t } = useTranslation('storefront');
  const navigate = useNavigate();
  const { id, data: notice, error, isLoading, mutate } = useNoticeOfAddress();
  const backToList = {
    label: t('notice.backToList'),
    onClick: () => void navigate(noticeListPath(noticeType)),
  };

  let body;
  if (isLoading) {
    body = <StatusMessage loading title={t('notice.loading')} />;
  } else if (!id || (error instanceof RequestError && error.kind === 'not-found')) {
    body = <StatusMessage title={t('notice.notFound')} action={backToList} />;
  } else if (error || !notice) {
    body = (
      <StatusMessage
        title={t('notice.loadFailed')}
        action={{ label: t('notice.retry'), onClick: () => void mutate() }}
      />
    );
  } else if (notice.noticeType !== noticeType) {
    return <Navigate replace to={noticeDetailPath(notice)} />;
  } else {
    body = (
      <Box as="article">
        <Heading as="h1" size="xl" mb="2">
          {notice.noticeTitle}
        </Heading>
        <Text color="fg.muted" fontSize="sm" mb="6">
          {t('notice.publishedAt', { time: notice.updateTime })}
        </Text>
        <SafeHtml html={notice.content} />
      </Box>
    );
  }

  return (
    <PageFrame>
      <Box px="4">
        <Text
          as="nav"
          aria-label={t(noticeType === 'PF' ? 'notice.platformDetail' : 'notice.enterpriseDetail')}
          mb="4"
        >
          <ShellLink to={noticeListPath(noticeType)} color="fg.muted" fontSize="sm">
            <span aria-hidden="true">‹ </span>
            {t('notice.backToList')}
          </ShellLink>
        </Text>
        {body}
      </Box>
    </PageFrame>
  );
}

import { Box, Flex, Heading, Tabs, Text } from '@chakra-ui/react';
import type { NoticeRange, NoticeType } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useInPageSearchParams } from '../shell/useInPageSearchParams.ts';
import useSWR from 'swr';
import { fetchNoticePage } from '../api/notices.ts';
import { ListPagination } from '../shell/ListPagination.tsx';
import { noticeDetailPath } from '../shell/notice-path.ts';
import { PageFrame } from '../shell/PageFrame.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { platformAtom } from '../state/platform.ts';
import { pageNumberOf } from '../shell/page-number.ts';

/** Notices per page of the list. Defaults to `10`. */
export const NOTICE_PAGE_SIZE = 10;

// ---------------------------------------------------------------------------------------------
// Data

/** The tab (`?type=EP|PF`, enterprise by default) and page (`?page=`, from 1) of the address. */
function useNoticeListAddress() {
  const [searchParams, setSearchParams] = useInPageSearchParams();
  const noticeType: NoticeType = searchParams.get('type') === 'PF' ? 'PF' : 'EP';
  const page = pageNumberOf(searchParams, 'page');
  const go = (next: { noticeType?: NoticeType; page?: number }) =>
    setSearchParams({ type: next.noticeType ?? noticeType, page: String(next.page ?? 1) });
  return { noticeType, page, go };
}

/** One page of one kind of notices; platform notices of the stored platform. */
function useNoticePage(noticeType: NoticeType, page: number) {
  const noticeRange: NoticeRange = useAtomValue(platformAtom) === 'DZPT' ? 'DZPT' : 'HSHSC';
  return useSWR(['notice-page', noticeType, noticeRange, page], () =>
    fetchNoticePage({
      pageNumber: page,
      pageSize: NOTICE_PAGE_SIZE,
      noticeType,
      ...(noticeType === 'PF' ? { noticeRange } : {}),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The route

/**
 * `/notice`: the enterprise's notices and the platform's on two tabs, a page at a time, newest
 * first, each with its date (the first 10 characters of `updateTime`) and a link to its detail.
 */
export function NoticeRoute() {
  const { t } = useTranslation('storefront');
  const { noticeType, page, go } = useNoticeListAddress();
  return (
    <PageFrame>
      <Box px="4">
        <Heading as="h1" size="lg" mb="4">
          {t('notice.listTitle')}
        </Heading>
        <Tabs.Root
          value={noticeType}
          onValueChange={(details) => go({ noticeType: details.value === 'PF' ? 'PF' : 'EP' })}
        >
          <Tabs.List>
            <Tabs.Trigger value="EP">{t('notice.tabEnterprise')}</Tabs.Trigger>
            <Tabs.Trigger value="PF">{t('notice.tabPlatform')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value={noticeType}>
            <NoticeList noticeType={noticeType} page={page} onPageChange={(next) => go({ page: next })} />
          </Tabs.Content>
        </Tabs.Root>
      </Box>
    </PageFrame>
  );
}

interface NoticeListProps {
  noticeType: NoticeType;
  page: number;
  onPageChange: (page: number) => void;
}

function NoticeList({ noticeType, page, onPageChange }: NoticeListProps) {
  const { t } = useTranslation('storefront');
  const { data, error, isLoading, mutate } = useNoticePage(noticeType, page);

  if (isLoading) return <StatusMessage loading title={t('notice.loading')} />;
  if (error || !data) {
    return (
      <StatusMessage
        title={t('notice.loadFailed')}
        action={{ label: t('notice.retry'), onClick: () => void mutate() }}
      />
    );
  }
  if (data.records.length === 0) return <StatusMessage title={t('notice.empty')} />;

  return (
    <>
      <Box as="ul" listStyleType="none" m="0" p="0">
        {data.records.map((notice) => (
          <Flex
            as="li"
            key={notice.id}
            align="center"
            justify="space-between"
            gap="6"
            py="3"
            borderBottomWidth="1px"
            borderColor="border.muted"
          >
            <ShellLink
              to={noticeDetailPath(notice)}
              color="fg"
              lineClamp={1}
              _hover={{ color: 'brand.solid' }}
            >
              {notice.noticeTitle}
            </ShellLink>
            <Text asChild color="fg.muted" flexShrink={0}>
              <time dateTime={notice.updateTime.slice(0, 10)}>{notice.updateTime.slice(0, 10)}</time>
            </Text>
          </Flex>
        ))}
      </Box>
      <ListPagination page={data} onPageChange={onPageChange} label={t('notice.pagination')} />
    </>
  );
}

import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { NoticeShow1Options } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BARE_LIST } from '../parts/bare-list.ts';
import { CARD_FRAME } from '../parts/card-style.ts';

import { NoticeLink } from '../parts/NoticeLink.tsx';
import {
  NOTICE_SHOW1_BODY_HEIGHT,
  NOTICE_SHOW1_LINE_HEIGHT,
  NOTICE_SHOW1_MAX_NOTICES,
  NOTICE_SHOW1_PADDING,
} from './notice-show-1-layout.ts';
import { noticeShow1Messages } from './notice-show-1-messages.ts';

/** Where 'More' goes when the block does not say. Defaults to `/notice`. */
export const NOTICE_SHOW1_MORE_URL = '/notice';

/** The `yyyy-MM-dd` of a publication time (`2027-01-15 10:00:00`, ISO or a bare date). */
function noticeDate(createTime: string | undefined): string | undefined {
  return createTime?.match(/^\d{4}-\d{2}-\d{2}/)?.[0];
}

/**
 * The home announcements panel: a titled box with the first 3 notices (title and date), each opening
 * its link or its detail page, and 'More' to the notice list. An empty list keeps the box and says
 * 'no announcements yet' (spec 03 section 8).
 */
export function NoticeShow1({ name, options }: BlockProps<NoticeShow1Options>) {
  const { t } = useBlockTranslation(noticeShow1Messages);
  const notices = options.list.slice(0, NOTICE_SHOW1_MAX_NOTICES);
  const title = options.head?.title?.trim() || t('noticeShow1.title');

  return (
    <BlockFrame
      head={{ ...options.head, title }}
      label={name?.trim() || title}
      moreUrl={options.moreUrl?.trim() || NOTICE_SHOW1_MORE_URL}
      {...CARD_FRAME}
      overflow="hidden"
    >
      <Box h={`${NOTICE_SHOW1_BODY_HEIGHT}px`} py={`${NOTICE_SHOW1_PADDING}px`} px="4">
        {notices.length === 0 ? (
          <Flex h="100%" align="center" justify="center">
            <Text color="fg.muted" fontSize="sm">
              {t('noticeShow1.empty')}
            </Text>
          </Flex>
        ) : (
          <Box as="ul" {...BARE_LIST}>
            {notices.map((notice, index) => {
              const date = noticeDate(notice.createTime);
              return (
                <Flex
                  as="li"
                  key={index}
                  align="center"
                  gap="3"
                  h={`${NOTICE_SHOW1_LINE_HEIGHT}px`}
                  borderBottomWidth={index < notices.length - 1 ? '1px' : '0'}
                  borderColor="border.muted"
                  borderStyle="dashed"
                >
                  <Box aria-hidden="true" boxSize="1.5" borderRadius="full" bg="brand.solid" flexShrink={0} />
                  <NoticeLink notice={notice} flex="1" minW="0" />
                  {date ? (
                    <chakra.time dateTime={date} fontSize="xs" color="fg.muted" flexShrink={0}>
                      {date}
                    </chakra.time>
                  ) : null}
                </Flex>
              );
            })}
          </Box>
        )}
      </Box>
    </BlockFrame>
  );
}

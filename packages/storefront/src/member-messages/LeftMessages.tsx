import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { LeaveMessagePage } from '@mall/schemas';
import type { SWRResponse } from 'swr';
import { LoadedPages } from '../points/LoadedPages.tsx';
import { formatDateTime } from '../shell/format-date-time.ts';
import { loadWordsOf } from '../ui/LoadStatus.tsx';
import { useMessagePageStrings } from './useMessagePageStrings.ts';

export interface LeftMessagesProps {
  /** The page of getUserMessages shown. */
  state: SWRResponse<LeaveMessagePage>;
  onPageChange: (page: number) => void;
}

/** The messages the member left, the newest first, each with the service's reply or "awaiting a reply". */
export function LeftMessages({ state, onPageChange }: LeftMessagesProps) {
  const { t } = useMessagePageStrings();
  return (
    <LoadedPages
      state={state}
      words={loadWordsOf(t, 'messagePage')}
      empty={{ title: t('messagePage.mineEmpty') }}
      pagesLabel={t('messagePage.minePagination')}
      onPageChange={onPageChange}
    >
      {(records) => (
        <Stack as="ul" aria-label={t('messagePage.mineList')} gap="3" m="0" p="0" listStyleType="none">
          {records.map((message) => (
            <Box as="li" key={message.id} borderWidth="1px" borderRadius="md" p="4">
              <HStack gap="3" mb="2" fontSize="sm" color="fg.muted">
                <Badge colorPalette="red">{t(`messagePage.type.${message.type}`)}</Badge>
                <Text>{t('messagePage.leftAt', { time: formatDateTime(message.createTime) })}</Text>
              </HStack>
              <Text whiteSpace="pre-wrap" wordBreak="break-word">
                {message.content}
              </Text>
              {message.reply ? (
                <Box mt="3" p="3" bg="bg.subtle" borderRadius="md" fontSize="sm">
                  <Text fontWeight="medium">{t('messagePage.reply')}</Text>
                  <Text whiteSpace="pre-wrap" wordBreak="break-word">
                    {message.reply}
                  </Text>
                  {message.replyTime ? (
                    <Text color="fg.muted" fontSize="xs" mt="1">
                      {t('messagePage.repliedAt', { time: formatDateTime(message.replyTime) })}
                    </Text>
                  ) : null}
                </Box>
              ) : (
                <Text mt="2" fontSize="sm" color="fg.muted">
                  {t('messagePage.noReply')}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </LoadedPages>
  );
}

import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { StationMessage, StationMessagePage } from '@mall/schemas';
import { useState } from 'react';
import type { SWRResponse } from 'swr';
import { RequestError } from '../api/request.ts';
import { LoadedPages } from '../points/LoadedPages.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { formatDateTime } from '../shell/format-date-time.ts';
import { loadWordsOf } from '../ui/LoadStatus.tsx';
import { toaster } from '../ui/toaster.ts';
import { deleteStationMessage, markStationMessageRead } from '../api/member-messages.ts';
import { useMessagePageStrings } from './useMessagePageStrings.ts';

export interface StationMessagesProps {
  /** The page of station messages shown. */
  state: SWRResponse<StationMessagePage>;
  onPageChange: (page: number) => void;
}

/**
 * The member's station messages, unread first and marked so; each can be marked read, and deleted
 * after a confirmation. A failure has been shown by the request layer; the list stays as it was.
 */
export function StationMessages({ state, onPageChange }: StationMessagesProps) {
  const { t } = useMessagePageStrings();
  const [deleting, setDeleting] = useState<StationMessage | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (id: string, run: () => Promise<unknown>, done?: () => void) => {
    setBusy(id);
    try {
      await run();
      done?.();
      await state.mutate();
    } catch (caught) {
      if (!(caught instanceof RequestError)) throw caught;
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <LoadedPages
        state={state}
        words={loadWordsOf(t, 'messagePage')}
        empty={{ title: t('messagePage.stationEmpty') }}
        pagesLabel={t('messagePage.stationPagination')}
        onPageChange={onPageChange}
      >
        {(records) => (
          <Stack as="ul" aria-label={t('messagePage.stationList')} gap="3" m="0" p="0" listStyleType="none">
            {records.map((message) => (
              <Box
                as="li"
                key={message.id}
                borderWidth="1px"
                borderRadius="md"
                p="4"
                borderColor={message.read ? undefined : 'red.300'}
              >
                <HStack justify="space-between" gap="3" mb="1" wrap="wrap">
                  <HStack gap="2">
                    <Badge colorPalette={message.read ? 'gray' : 'red'}>
                      {message.read ? t('messagePage.read') : t('messagePage.unread')}
                    </Badge>
                    <Text as="h3" fontWeight={message.read ? 'normal' : 'bold'}>
                      {message.title}
                    </Text>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {t('messagePage.sentAt', { time: formatDateTime(message.createTime) })}
                  </Text>
                </HStack>
                <Text whiteSpace="pre-wrap" wordBreak="break-word" color="fg.muted">
                  {message.content}
                </Text>
                <HStack justify="flex-end" gap="2" mt="2">
                  {message.read ? null : (
                    <Button
                      size="xs"
                      variant="outline"
                      loading={busy === message.id}
                      aria-label={t('messagePage.markReadItem', { title: message.title })}
                      onClick={() => void act(message.id, () => markStationMessageRead(message.id))}
                    >
                      {t('messagePage.markRead')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('messagePage.deleteItem', { title: message.title })}
                    onClick={() => setDeleting(message)}
                  >
                    {t('messagePage.delete')}
                  </Button>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </LoadedPages>
      <ConfirmDialog
        open={deleting !== null}
        onDismiss={() => setDeleting(null)}
        title={t('messagePage.deleteTitle')}
        confirmLabel={t('messagePage.deleteConfirm')}
        cancelLabel={t('messagePage.deleteCancel')}
        confirmPalette="red"
        onConfirm={() => {
          const message = deleting;
          setDeleting(null);
          if (message) {
            void act(
              message.id,
              () => deleteStationMessage(message.id),
              () => toaster.create({ type: 'success', title: t('messagePage.deleted') }),
            );
          }
        }}
      >
        {deleting ? t('messagePage.deleteText', { title: deleting.title }) : null}
      </ConfirmDialog>
    </>
  );
}

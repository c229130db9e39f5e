import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import { fetchAfterSaleMessages, sendAfterSaleMessage } from '../../api/after-sales.ts';
import { useSending } from '../../account-access/useSending.ts';
import { formatDateTime } from '../../shell/format-date-time.ts';
import { FormSubmit } from '../../ui/FormSubmit.tsx';
import { PlainForm } from '../../ui/PlainForm.tsx';
import { CountedTextarea } from './CountedTextarea.tsx';
import { AFTER_SALE_MESSAGE_MAX } from './after-sale-paths.ts';
import { useAfterSaleStrings } from './useAfterSaleStrings.ts';

/**
 * The messages with customer service about a request (oldest first) and a box to send one (at most
 * 300 characters). A refused message shows under the box and stays in it.
 */
export function AfterSaleMessages({ sn }: { sn: string }) {
  const { t } = useAfterSaleStrings();
  const messages = useSWR(['after-sale-messages', sn], () => fetchAfterSaleMessages(sn));
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { sending, failure, setFailure, send } = useSending();

  const submit = async () => {
    const text = content.trim();
    setFailure(null);
    if (!text) return setError(t('afterSale.messages.required'));
    if (text.length > AFTER_SALE_MESSAGE_MAX)
      return setError(t('afterSale.messages.tooLong', { max: AFTER_SALE_MESSAGE_MAX }));
    setError(null);
    await send(async () => {
      const sent = await sendAfterSaleMessage(sn, text);
      setContent('');
      await messages.mutate((current) => [...(current ?? []), sent], { revalidate: false });
    });
  };

  return (
    <Stack gap="4">
      {messages.data && messages.data.length > 0 ? (
        <Stack as="ul" aria-label={t('afterSale.messages.list')} gap="3" m="0" p="0" listStyleType="none">
          {messages.data.map((message) => (
            <Box
              as="li"
              key={message.id}
              alignSelf={message.sender === 'MEMBER' ? 'flex-end' : 'flex-start'}
              maxW="80%"
              p="3"
              borderRadius="md"
              bg={message.sender === 'MEMBER' ? 'bg.emphasized' : 'bg.subtle'}
              fontSize="sm"
            >
              <Flex gap="3" color="fg.muted" fontSize="xs" mb="1">
                <Text>
                  {message.sender === 'MEMBER'
                    ? t('afterSale.messages.member')
                    : t('afterSale.messages.service')}
                </Text>
                <Text>{formatDateTime(message.createTime)}</Text>
              </Flex>
              <Text whiteSpace="pre-wrap" wordBreak="break-word">
                {message.content}
              </Text>
            </Box>
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('afterSale.messages.empty')}
        </Text>
      )}
      <PlainForm onSubmit={submit} gap="2">
        <CountedTextarea
          label={t('afterSale.messages.input')}
          value={content}
          onChange={(typed) => {
            setContent(typed);
            setError(null);
          }}
          max={AFTER_SALE_MESSAGE_MAX}
          rows={3}
          error={error}
        />
        <FormSubmit label={t('afterSale.messages.send')} loading={sending} failure={failure} size="sm" />
      </PlainForm>
    </Stack>
  );
}

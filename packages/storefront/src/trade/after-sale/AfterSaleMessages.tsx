import { Alert, Box, Button, Field, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import { fetchAfterSaleMessages, sendAfterSaleMessage } from '../../api/after-sales.ts';
import { RequestError } from '../../api/request.ts';
import { formatDateTime } from '../../shell/format-date-time.ts';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const text = content.trim();
    setFailure(null);
    if (!text) return setError(t('afterSale.messages.required'));
    if (text.length > AFTER_SALE_MESSAGE_MAX)
      return setError(t('afterSale.messages.tooLong', { max: AFTER_SALE_MESSAGE_MAX }));
    setError(null);
    setSending(true);
    try {
      const sent = await sendAfterSaleMessage(sn, text);
      setContent('');
      await messages.mutate((current) => [...(current ?? []), sent], { revalidate: false });
    } catch (caught) {
      if (!(caught instanceof RequestError)) throw caught;
      if (!caught.handled) setFailure(caught.message);
    } finally {
      setSending(false);
    }
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
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="2">
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>{t('afterSale.messages.input')}</Field.Label>
            <Textarea
              value={content}
              maxLength={AFTER_SALE_MESSAGE_MAX}
              rows={3}
              onChange={(event) => {
                setContent(event.target.value);
                setError(null);
              }}
            />
            {error ? (
              <Field.ErrorText>{error}</Field.ErrorText>
            ) : (
              <Field.HelperText alignSelf="flex-end">
                {t('afterSale.apply.counter', { count: content.length, max: AFTER_SALE_MESSAGE_MAX })}
              </Field.HelperText>
            )}
          </Field.Root>
          {failure ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Box>
            <Button type="submit" colorPalette="red" size="sm" loading={sending}>
              {t('afterSale.messages.send')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Stack>
  );
}

import { Alert, Box, Button, Field, HStack, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import type { LeaveMessage, LeaveMessageType } from '@mall/schemas';
import { useState } from 'react';
import { RequestError } from '../api/request.ts';
import { toaster } from '../ui/toaster.ts';
import { leaveMessage } from '../api/member-messages.ts';
import { useMessagePageStrings } from './useMessagePageStrings.ts';

/** Most characters a message may have (spec 03 section 5). */
export const LEAVE_MESSAGE_MAX = 300;

/** The types a member picks from, in the order shown. */
const MESSAGE_TYPES: readonly LeaveMessageType[] = ['SUGGESTION', 'COMPLAINT', 'CONSULTATION'];

/** Characters as the server counts them: a character outside the BMP (an emoji) is one. */
const characters = (text: string) => Array.from(text).length;

/**
 * The form of /home/message: the type of message and its text (required, at most 300 characters,
 * with a counter). Sent, it clears and tells `onLeft`; a refusal shows under the form and keeps
 * what was typed.
 */
export function LeaveMessageForm({ onLeft }: { onLeft: (message: LeaveMessage) => void }) {
  const { t } = useMessagePageStrings();
  const [type, setType] = useState<LeaveMessageType | null>(null);
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ type?: string; content?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const count = characters(content);

  const submit = async () => {
    setFailure(null);
    const found: typeof errors = {};
    if (!type) found.type = t('messagePage.required.type');
    if (!content.trim()) found.content = t('messagePage.required.content');
    else if (count > LEAVE_MESSAGE_MAX) found.content = t('messagePage.tooLong', { max: LEAVE_MESSAGE_MAX });
    setErrors(found);
    if (!type || found.content) return;
    setSending(true);
    try {
      const left = await leaveMessage({ type, content });
      setType(null);
      setContent('');
      toaster.create({ type: 'success', title: t('messagePage.submitted') });
      onLeft(left);
    } catch (caught) {
      if (!(caught instanceof RequestError)) throw caught;
      if (!caught.handled) setFailure(caught.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={t('messagePage.form')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.type)} required>
          <RadioGroup.Root
            value={type}
            onValueChange={(details) => {
              const picked = MESSAGE_TYPES.find((known) => known === details.value);
              if (picked) setType(picked);
              setErrors((shown) => ({ ...shown, type: undefined }));
            }}
            colorPalette="red"
          >
            <RadioGroup.Label fontWeight="medium" mb="2" display="block">
              {t('messagePage.type')}
            </RadioGroup.Label>
            <HStack gap="6">
              {MESSAGE_TYPES.map((known) => (
                <RadioGroup.Item key={known} value={known}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`messagePage.type.${known}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          {errors.type ? <Field.ErrorText>{errors.type}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.content) || count > LEAVE_MESSAGE_MAX} required>
          <Field.Label>{t('messagePage.content')}</Field.Label>
          <Textarea
            value={content}
            rows={5}
            placeholder={t('messagePage.placeholder')}
            onChange={(event) => {
              setContent(event.target.value);
              setErrors((shown) => ({ ...shown, content: undefined }));
            }}
          />
          <HStack justify="space-between" w="full">
            {errors.content ? <Field.ErrorText>{errors.content}</Field.ErrorText> : <span />}
            <Field.HelperText color={count > LEAVE_MESSAGE_MAX ? 'fg.error' : undefined}>
              {t('messagePage.counter', { count, max: LEAVE_MESSAGE_MAX })}
            </Field.HelperText>
          </HStack>
        </Field.Root>
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="red" loading={sending}>
            {t('messagePage.submit')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

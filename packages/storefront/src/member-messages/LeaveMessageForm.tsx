import { Field, HStack, Textarea } from '@chakra-ui/react';
import type { LeaveMessage, LeaveMessageType } from '@mall/schemas';
import { useState } from 'react';
import { useSending } from '../account-access/useSending.ts';
import { FormSubmit } from '../ui/FormSubmit.tsx';
import { PlainForm } from '../ui/PlainForm.tsx';
import { RadioChoices } from '../ui/RadioChoices.tsx';
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
  const { sending, failure, setFailure, send } = useSending();
  const count = characters(content);

  const submit = async () => {
    setFailure(null);
    const found: typeof errors = {};
    if (!type) found.type = t('messagePage.required.type');
    if (!content.trim()) found.content = t('messagePage.required.content');
    else if (count > LEAVE_MESSAGE_MAX) found.content = t('messagePage.tooLong', { max: LEAVE_MESSAGE_MAX });
    setErrors(found);
    if (!type || found.content) return;
    await send(async () => {
      const left = await leaveMessage({ type, content });
      setType(null);
      setContent('');
      toaster.create({ type: 'success', title: t('messagePage.submitted') });
      onLeft(left);
    });
  };

  return (
    <PlainForm label={t('messagePage.form')} onSubmit={submit} gap="4">
      <Field.Root invalid={Boolean(errors.type)} required>
        <RadioChoices
          label={t('messagePage.type')}
          value={type}
          options={MESSAGE_TYPES.map((known) => ({ value: known, label: t(`messagePage.type.${known}`) }))}
          onChange={(picked) => {
            setType(picked);
            setErrors((shown) => ({ ...shown, type: undefined }));
          }}
        />
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
      <FormSubmit label={t('messagePage.submit')} loading={sending} failure={failure} />
    </PlainForm>
  );
}

import { Box, Button, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { ShellBookableDate, ShellBookingRecord, ShellCardForDate } from '@mall/schemas';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '../account-access/FormField.tsx';
import { bookShellCard } from '../api/shell-booking.ts';
import { RequestError } from '../api/request.ts';
import { useShellBookingStrings } from './useShellBookingStrings.ts';

// The rules of api/shell-booking.schema.json (shellBookInput), checked before sending so a slip is
// said beside its field at once; the server checks them again.
const USER_NAME_PATTERN = /^\S(?:.*\S)?$/;
const USER_NAME_MAX = 20;
const EMP_NUM_PATTERN = /^[0-9A-Za-z-]{1,20}$/;

type Field = 'userName' | 'empNum' | 'bookTime';

export interface BookingFormProps {
  /** The card being booked, with the member's name and employee number to start from. */
  card: ShellCardForDate;
  /** The chosen day with its slots. */
  day: ShellBookableDate;
  /** Called with the booking once the server made it. */
  onBooked: (booking: ShellBookingRecord) => void;
  /** Back to the table, booking nothing. */
  onBack: () => void;
}

/**
 * The booking form of /Shelli: the card, who comes (prefilled with the member) and their employee
 * number, the day and a slot of it (full ones disabled); Submit books, Back returns to the table.
 * A refusal from the server (already booked, slot just filled) is shown above the buttons, keeping
 * what was typed.
 */
export function BookingForm({ card, day, onBooked, onBack }: BookingFormProps) {
  const { t } = useShellBookingStrings();
  const [userName, setUserName] = useState(card.userName);
  const [empNum, setEmpNum] = useState(card.empNum);
  const [bookTime, setBookTime] = useState(
    () => day.slots.find((slot) => slot.remaining > 0)?.bookTime ?? '',
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Each refused submit moves the focus to the first field in error, once it is marked so.
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusedSubmits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedSubmits]);

  // What is sent: the texts without spaces at either end.
  const input = {
    id: card.id,
    validDate: day.validDate,
    bookTime,
    userName: userName.trim(),
    empNum: empNum.trim(),
  };

  const check = (): Partial<Record<Field, string>> => {
    const { userName, empNum } = input;
    const found: Partial<Record<Field, string>> = {};
    if (!userName) found.userName = t('shellBooking.form.userNameRequired');
    else if (!USER_NAME_PATTERN.test(userName) || [...userName].length > USER_NAME_MAX)
      found.userName = t('shellBooking.form.userNameRule');
    if (!empNum) found.empNum = t('shellBooking.form.empNumRequired');
    else if (!EMP_NUM_PATTERN.test(empNum)) found.empNum = t('shellBooking.form.empNumRule');
    if (!bookTime) found.bookTime = t('shellBooking.form.bookTimeRequired');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) {
      setRefusedSubmits((count) => count + 1);
      return;
    }
    setSubmitting(true);
    try {
      const outcome = await bookShellCard(input);
      if (outcome.ok) onBooked(outcome.result);
      else setRefusal(outcome.message);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      // An unknown card answers 404, which the request layer keeps quiet about; the rest it has shown.
      if (error.kind === 'not-found') setRefusal(t('shellBooking.form.cardNotFound'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box maxW="32rem">
      <form
        ref={formRef}
        aria-label={t('shellBooking.form.title')}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <Heading as="h2" size="md" mb="4">
          {t('shellBooking.form.title')}
        </Heading>
        <Stack gap="4">
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {t('shellBooking.form.card')}
            </Text>
            <Text>
              {card.cardName}（{card.cardNum}）
            </Text>
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {t('shellBooking.form.date')}
            </Text>
            <Text>{day.validDate}</Text>
          </Box>
          <FormField label={t('shellBooking.form.userName')} error={errors.userName}>
            <Input value={userName} maxLength={USER_NAME_MAX} onChange={(e) => setUserName(e.target.value)} />
          </FormField>
          <FormField label={t('shellBooking.form.empNum')} error={errors.empNum}>
            <Input value={empNum} maxLength={20} onChange={(e) => setEmpNum(e.target.value)} />
          </FormField>
          <FormField label={t('shellBooking.form.bookTime')} error={errors.bookTime}>
            <NativeSelect.Root>
              <NativeSelect.Field value={bookTime} onChange={(e) => setBookTime(e.target.value)}>
                <option value="">{t('shellBooking.form.chooseTime')}</option>
                {day.slots.map((slot) => (
                  <option key={slot.bookTime} value={slot.bookTime} disabled={slot.remaining === 0}>
                    {slot.remaining === 0
                      ? t('shellBooking.form.slotFull', { time: slot.bookTime })
                      : t('shellBooking.form.slot', { time: slot.bookTime, count: slot.remaining })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {refusal ? (
            <Text role="alert" color="fg.error" fontSize="sm">
              {refusal}
            </Text>
          ) : null}
          <Flex gap="3">
            <Button type="submit" colorPalette="red" loading={submitting}>
              {t('shellBooking.form.submit')}
            </Button>
            <Button variant="outline" onClick={onBack} disabled={submitting}>
              {t('shellBooking.form.back')}
            </Button>
          </Flex>
        </Stack>
      </form>
    </Box>
  );
}

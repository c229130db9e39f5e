import { Box, Heading, Input, Text } from '@chakra-ui/react';
import type { ShellBookableDate, ShellBookingRecord, ShellCardForDate } from '@mall/schemas';
import { useEffect, useRef, useState } from 'react';
import { FormField } from '../account-access/FormField.tsx';
import { useSending } from '../account-access/useSending.ts';
import { bookShellCard } from '../api/shell-booking.ts';
import { FormSubmit } from '../ui/FormSubmit.tsx';
import { OptionSelect } from '../ui/OptionSelect.tsx';
import { PlainForm } from '../ui/PlainForm.tsx';
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
  // An unknown card answers 404, which the request layer keeps quiet about; the rest it has shown.
  const { sending, failure, setFailure, send } = useSending({
    notFound: t('shellBooking.form.cardNotFound'),
  });
  // Each refused submit moves the focus to the first field in error, once it is marked so.
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
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

  const submit = async () => {
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setRefusedSubmits((count) => count + 1);
      return;
    }
    await send(async () => {
      const outcome = await bookShellCard(input);
      if (outcome.ok) onBooked(outcome.result);
      else setFailure(outcome.message);
    });
  };

  return (
    <Box ref={formRef} maxW="32rem">
      <PlainForm label={t('shellBooking.form.title')} onSubmit={submit} gap="4">
        <Heading as="h2" size="md">
          {t('shellBooking.form.title')}
        </Heading>
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
          <OptionSelect
            value={bookTime}
            placeholder={t('shellBooking.form.chooseTime')}
            options={day.slots.map((slot) => ({
              value: slot.bookTime,
              disabled: slot.remaining === 0,
              label:
                slot.remaining === 0
                  ? t('shellBooking.form.slotFull', { time: slot.bookTime })
                  : t('shellBooking.form.slot', { time: slot.bookTime, count: slot.remaining }),
            }))}
            onChange={setBookTime}
          />
        </FormField>
        <FormSubmit
          label={t('shellBooking.form.submit')}
          loading={sending}
          failure={failure}
          plainFailure
          back={{ label: t('shellBooking.form.back'), onClick: onBack }}
        />
      </PlainForm>
    </Box>
  );
}

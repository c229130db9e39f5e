import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import type { ShellBookableDate, ShellCardForDate } from '@mall/schemas';
import { useState } from 'react';
import { useInPageSearchParams } from '../shell/useInPageSearchParams.ts';
import { useSWRConfig } from 'swr';
import { RequestError } from '../api/request.ts';
import { cancelShellBooking } from '../api/shell-booking.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { loadWordsOf } from '../ui/LoadStatus.tsx';
import { ERROR_TOAST_DURATION_MS, toaster } from '../ui/toaster.ts';
import { BookingForm } from './BookingForm.tsx';
import { ShellBookingFrame } from './ShellBookingFrame.tsx';
import { ShellCardTable } from './ShellCardTable.tsx';
import { SHELL_BOOKING_KEY, useBookableDates, useCardsForDate } from './useShellBooking.ts';
import { useShellBookingStrings } from './useShellBookingStrings.ts';

/** The day shown when the address names none (or one not in the window): the first with places left. */
function defaultDay(days: ShellBookableDate[]): ShellBookableDate | undefined {
  return days.find((day) => day.remaining > 0) ?? days[0];
}

/**
 * /Shelli: buttons for the bookable days, the member's cards on the chosen one (kept in the address,
 * `?date=2026-03-04`) with Book and cancel, and the booking form in the table's place while a card
 * is being booked. A booking or a cancel refreshes the days, the cards and the records.
 */
export function ShellBookingPage() {
  const { t } = useShellBookingStrings();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useInPageSearchParams();
  const dates = useBookableDates();
  const days = dates.data?.records ?? [];
  const day = days.find((known) => known.validDate === params.get('date')) ?? defaultDay(days);
  const cards = useCardsForDate(day?.validDate ?? null);
  const [booking, setBooking] = useState<ShellCardForDate | null>(null);
  const [cancelling, setCancelling] = useState<ShellCardForDate | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const words = loadWordsOf(t, 'shellBooking');

  const refresh = () => mutate((key) => Array.isArray(key) && key[0] === SHELL_BOOKING_KEY);

  const choose = (validDate: string) => {
    setBooking(null);
    const changed = new URLSearchParams(params);
    changed.set('date', validDate);
    setParams(changed, { replace: true });
  };

  const confirmCancel = async () => {
    const card = cancelling;
    setCancelling(null);
    if (!card?.bookingId) return;
    setBusyId(card.id);
    try {
      await cancelShellBooking(card.bookingId);
      toaster.create({ type: 'success', description: t('shellBooking.cancelled') });
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      // A 404 (cancelled meanwhile in another tab, say) is quiet in the request layer: say it here.
      if (error.kind === 'not-found')
        toaster.create({
          type: 'error',
          description: t('shellBooking.bookingNotFound'),
          duration: ERROR_TOAST_DURATION_MS,
          closable: true,
        });
    } finally {
      setBusyId(null);
    }
    await refresh();
  };

  return (
    <ShellBookingFrame title={t('shellBooking.book.title')}>
      <Loaded
        state={dates}
        words={words}
        isEmpty={() => day === undefined}
        empty={{ title: t('shellBooking.datesEmpty'), description: t('shellBooking.datesEmptyHint') }}
      >
        {() =>
          day ? (
            <>
              <Heading as="h2" size="sm" mb="2" id="shell-booking-dates">
                {t('shellBooking.dates')}
              </Heading>
              <Flex role="group" aria-labelledby="shell-booking-dates" gap="2" wrap="wrap" mb="6">
                {days.map((known) => {
                  const chosen = known.validDate === day.validDate;
                  return (
                    <Button
                      key={known.validDate}
                      size="sm"
                      variant={chosen ? 'solid' : 'outline'}
                      colorPalette={chosen ? 'red' : 'gray'}
                      aria-pressed={chosen}
                      onClick={() => choose(known.validDate)}
                    >
                      {known.validDate}
                      <Text as="span" fontSize="xs" ms="1">
                        {known.remaining > 0
                          ? t('shellBooking.dateRemaining', { count: known.remaining })
                          : t('shellBooking.dateFull')}
                      </Text>
                    </Button>
                  );
                })}
              </Flex>

              {booking ? (
                <BookingForm
                  key={`${booking.id}-${day.validDate}`}
                  card={booking}
                  day={day}
                  onBack={() => setBooking(null)}
                  onBooked={() => {
                    setBooking(null);
                    toaster.create({ type: 'success', description: t('shellBooking.booked') });
                    void refresh();
                  }}
                />
              ) : (
                <Box>
                  <Heading as="h2" size="sm" mb="2">
                    {t('shellBooking.cardsOf', { date: day.validDate })}
                  </Heading>
                  {/* A failure: the request layer has shown the server's message (spec 03 section 8). */}
                  <Loaded
                    state={cards}
                    words={words}
                    isEmpty={(data) => data.records.length === 0}
                    empty={{ title: t('shellBooking.cardsEmpty') }}
                  >
                    {(data) => (
                      <ShellCardTable
                        label={t('shellBooking.cardsOf', { date: day.validDate })}
                        cards={data.records}
                        onBook={setBooking}
                        onCancel={setCancelling}
                        busyId={busyId}
                      />
                    )}
                  </Loaded>
                </Box>
              )}
            </>
          ) : null
        }
      </Loaded>

      <ConfirmDialog
        open={cancelling !== null}
        onDismiss={() => setCancelling(null)}
        title={t('shellBooking.cancelTitle')}
        confirmLabel={t('shellBooking.cancelConfirm')}
        onConfirm={() => void confirmCancel()}
        cancelLabel={t('shellBooking.cancelDismiss')}
        confirmPalette="red"
        size="sm"
      >
        {t('shellBooking.cancelConfirmText')}
      </ConfirmDialog>
    </ShellBookingFrame>
  );
}

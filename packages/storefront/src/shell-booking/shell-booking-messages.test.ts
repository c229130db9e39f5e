import { describe, expect, it } from 'vitest';
import { shellBookingMessages } from './shell-booking-messages.ts';

describe('the shell-booking strings', () => {
  it('have every Chinese string in English too, and no English one without its Chinese', () => {
    expect(Object.keys(shellBookingMessages['en-US']).sort()).toEqual(
      Object.keys(shellBookingMessages['zh-CN']).sort(),
    );
  });

  it("ask 'sure to cancel booking?' and say 'booking succeeded' and 'cancel succeeded' (spec 03 section 8)", () => {
    const en = shellBookingMessages['en-US'];
    expect([
      en['shellBooking.cancelConfirmText'],
      en['shellBooking.booked'],
      en['shellBooking.cancelled'],
    ]).toEqual(['Sure to cancel booking?', 'Booking succeeded', 'Cancel succeeded']);
  });
});

import {
  API_PATHS,
  type ShellBookInput,
  type ShellCancelInput,
  type ShellCardListQuery,
  type ShellDateListQuery,
  type ShellPageQuery,
} from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { formRouteOptions } from '../http/worded-body-error.ts';
import { shellBookInputError } from '../services/shell-booking-input.ts';
import {
  bookCard,
  cancelBooking,
  listBookableDates,
  listBookingRecords,
  listCardsForDate,
  listMemberCards,
} from '../services/shell-booking.ts';

const SCHEMA = `${SCHEMA_BASE}api/shell-booking.schema.json`;

/** Page sizes when a body leaves them out (spec 03 section 9). */
const DATE_PAGE_SIZE = 100;
const CARD_PAGE_SIZE = 1000;
const RECORD_PAGE_SIZE = 12;

/** A member-only POST whose JSON body is validated by a definition of the shell-booking schema. */
const memberBody = (definition: string) => ({
  onRequest: requireMember,
  schema: { body: { $ref: `${SCHEMA}#/definitions/${definition}` } },
});

/**
 * Shell-card booking, all POST JSON for members (spec 03 section 7, the spec's spellings kept): the
 * bookable days, the member's cards on a day, booking, cancelling, the booking records, the cards.
 */
export function registerShellBookingRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.post<{ Body: ShellDateListQuery }>(
    API_PATHS.shellBookDates,
    memberBody('shellDateListQuery'),
    async (request) => {
      const { pageNum = 1, pageSize = DATE_PAGE_SIZE } = request.body;
      return ok(await listBookableDates(db, now(), { pageNumber: pageNum, pageSize }));
    },
  );

  app.post<{ Body: ShellCardListQuery }>(
    API_PATHS.shellBookCards,
    memberBody('shellCardListQuery'),
    async (request) => {
      const { pageNum = 1, pageSize = CARD_PAGE_SIZE, validDate } = request.body;
      const page = { pageNumber: pageNum, pageSize };
      return ok(await listCardsForDate(db, memberOf(request).memberId, validDate, now(), page));
    },
  );

  app.post<{ Body: ShellBookInput }>(
    API_PATHS.shellBook,
    formRouteOptions(requireMember, SCHEMA, shellBookInputError)('shellBookInput'),
    async (request) => ok(await bookCard(db, memberOf(request).memberId, request.body, now())),
  );

  app.post<{ Body: ShellCancelInput }>(
    API_PATHS.shellCancel,
    memberBody('shellCancelInput'),
    async (request) => ok(await cancelBooking(db, memberOf(request).memberId, request.body.id, now())),
  );

  app.post<{ Body: ShellPageQuery }>(
    API_PATHS.shellBookRecords,
    memberBody('shellPageQuery'),
    async (request) => {
      const { pageNum = 1, pageSize = RECORD_PAGE_SIZE } = request.body;
      return ok(
        await listBookingRecords(db, memberOf(request).memberId, now(), { pageNumber: pageNum, pageSize }),
      );
    },
  );

  app.post<{ Body: ShellPageQuery }>(API_PATHS.shellCards, memberBody('shellPageQuery'), async (request) => {
    const { pageNum = 1, pageSize = RECORD_PAGE_SIZE } = request.body;
    return ok(
      await listMemberCards(db, memberOf(request).memberId, now(), { pageNumber: pageNum, pageSize }),
    );
  });
}

import { API_PATHS, type MemberAddressInput } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { registerMemberList } from '../http/member-list-route.ts';
import { memberOf, requireAnySession } from '../http/member-session.ts';
import { routeOf } from '../http/route-of.ts';
import { formRouteOptions } from '../http/worded-body-error.ts';
import { addressInputError } from '../services/address-input.ts';
import {
  addAddress,
  deleteAddress,
  editAddress,
  getAddress,
  getDefaultAddress,
  hasAddress,
  listAddresses,
} from '../services/addresses.ts';

const SCHEMA = `${SCHEMA_BASE}api/address.schema.json`;

/** A write's route options: members and card holders, the body a `memberAddressInput` refused in its words. */
const writeOptions = formRouteOptions(requireAnySession, SCHEMA, addressInputError)('memberAddressInput');

/**
 * The member's address book: the list, one address, the default, whether there is any, adding,
 * editing and deleting. Another member's address id answers as an unknown one.
 */
export function registerAddressRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  registerMemberList(
    app,
    API_PATHS.address,
    { onRequest: requireAnySession, queryRef: `${SCHEMA}#/definitions/addressListQuery` },
    (memberId, page) => listAddresses(db, memberId, page),
  );

  // Registered as a static path, it wins over `get/:id` (find-my-way prefers static segments).
  app.get(API_PATHS.addressDefault, { onRequest: requireAnySession }, async (request) =>
    ok(await getDefaultAddress(db, memberOf(request).memberId)),
  );

  app.get(API_PATHS.addressValid, { onRequest: requireAnySession }, async (request) =>
    ok(await hasAddress(db, memberOf(request).memberId)),
  );

  app.get<{ Params: { id: string } }>(
    routeOf(API_PATHS.addressGet(':id')),
    { onRequest: requireAnySession },
    async (request) => ok(await getAddress(db, memberOf(request).memberId, request.params.id)),
  );

  app.post<{ Body: MemberAddressInput }>(API_PATHS.address, writeOptions, async (request) =>
    ok(await addAddress(db, memberOf(request).memberId, request.body, now())),
  );

  app.put<{ Params: { id: string }; Body: MemberAddressInput }>(
    routeOf(API_PATHS.addressEdit(':id')),
    writeOptions,
    async (request) =>
      ok(await editAddress(db, memberOf(request).memberId, request.params.id, request.body, now())),
  );

  app.delete<{ Params: { id: string } }>(
    routeOf(API_PATHS.addressDelete(':id')),
    { onRequest: requireAnySession },
    async (request) => {
      await deleteAddress(db, memberOf(request).memberId, request.params.id, now());
      return ok(null);
    },
  );
}

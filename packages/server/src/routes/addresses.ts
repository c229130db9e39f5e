import { API_PATHS, type AddressListQuery, type MemberAddressInput } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireAnySession } from '../http/member-session.ts';
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

// The path helpers encode their argument; decoding turns the placeholder back into a route parameter.
const GET_ROUTE = decodeURIComponent(API_PATHS.addressGet(':id'));
const EDIT_ROUTE = decodeURIComponent(API_PATHS.addressEdit(':id'));
const DELETE_ROUTE = decodeURIComponent(API_PATHS.addressDelete(':id'));

/** The list's page size when the query leaves it out. */
const DEFAULT_PAGE_SIZE = 10;

/**
 * A write's route options: members only (a guest is refused before the body is looked at), the body
 * validated by `memberAddressInput`, and a failure left to the handler to word (`refuseBadInput`).
 */
const writeOptions = {
  onRequest: requireAnySession,
  schema: { body: { $ref: `${SCHEMA}#/definitions/memberAddressInput` } },
  attachValidation: true,
};

/** Throws the worded refusal of a body that broke its schema. */
function refuseBadInput(request: FastifyRequest): void {
  const failure = request.validationError;
  if (failure) throw addressInputError(failure.validation as FastifySchemaValidationError[], request.body);
}

/**
 * The member's address book: the list, one address, the default, whether there is any, adding,
 * editing and deleting. Another member's address id answers as an unknown one.
 */
export function registerAddressRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get<{ Querystring: AddressListQuery }>(
    API_PATHS.address,
    {
      onRequest: requireAnySession,
      schema: { querystring: { $ref: `${SCHEMA}#/definitions/addressListQuery` } },
    },
    async (request) => {
      const { pageNumber = '1', pageSize = String(DEFAULT_PAGE_SIZE) } = request.query;
      const page = { pageNumber: Number(pageNumber), pageSize: Number(pageSize) };
      return ok(await listAddresses(db, memberOf(request).memberId, page));
    },
  );

  // Registered as a static path, it wins over `get/:id` (find-my-way prefers static segments).
  app.get(API_PATHS.addressDefault, { onRequest: requireAnySession }, async (request) =>
    ok(await getDefaultAddress(db, memberOf(request).memberId)),
  );

  app.get(API_PATHS.addressValid, { onRequest: requireAnySession }, async (request) =>
    ok(await hasAddress(db, memberOf(request).memberId)),
  );

  app.get<{ Params: { id: string } }>(GET_ROUTE, { onRequest: requireAnySession }, async (request) =>
    ok(await getAddress(db, memberOf(request).memberId, request.params.id)),
  );

  app.post<{ Body: MemberAddressInput }>(API_PATHS.address, writeOptions, async (request) => {
    refuseBadInput(request);
    return ok(await addAddress(db, memberOf(request).memberId, request.body, now()));
  });

  app.put<{ Params: { id: string }; Body: MemberAddressInput }>(EDIT_ROUTE, writeOptions, async (request) => {
    refuseBadInput(request);
    return ok(await editAddress(db, memberOf(request).memberId, request.params.id, request.body, now()));
  });

  app.delete<{ Params: { id: string } }>(DELETE_ROUTE, { onRequest: requireAnySession }, async (request) => {
    await deleteAddress(db, memberOf(request).memberId, request.params.id, now());
    return ok(null);
  });
}

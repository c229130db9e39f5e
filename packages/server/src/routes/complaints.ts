import {
  API_PATHS,
  type ComplaintListQuery,
  type ComplaintMessageBody,
  type ComplaintRequest,
} from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import {
  addComplaintMessage,
  cancelComplaint,
  fileComplaint,
  getComplaint,
  listComplaints,
} from '../services/complaints.ts';
import { complaintInputError } from '../services/complaints-input.ts';

const SCHEMA = `${SCHEMA_BASE}api/after-sale.schema.json`;

// The path helpers encode their argument; decoding turns the placeholder back into a route parameter.
const COMPLAINT_ROUTE = decodeURIComponent(API_PATHS.complaint(':id'));
const CANCEL_ROUTE = decodeURIComponent(API_PATHS.complaintCancel(':id'));

/** The list's page size when the query leaves it out. */
const DEFAULT_PAGE_SIZE = 10;

/** A write's route options: members only, the body validated by a definition, a failure worded by the handler. */
const writeOptions = (definition: string) => ({
  onRequest: requireMember,
  schema: { body: { $ref: `${SCHEMA}#/definitions/${definition}` } },
  attachValidation: true,
});

/** Throws the worded refusal of a body that broke its schema. */
function refuseBadInput(request: FastifyRequest): void {
  const failure = request.validationError;
  if (failure) throw complaintInputError(failure.validation as FastifySchemaValidationError[], request.body);
}

/**
 * The member's complaints: the list, filing one, one with its messages, withdrawing one and writing
 * about one. Another member's complaint or order answers as an unknown one. Registered by
 * `registerAfterSaleRoutes`, which adds after-sale.schema.json first.
 */
export function registerComplaintRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get<{ Querystring: ComplaintListQuery }>(
    API_PATHS.complaints,
    {
      onRequest: requireMember,
      schema: { querystring: { $ref: `${SCHEMA}#/definitions/complaintListQuery` } },
    },
    async (request) => {
      const { pageNumber = '1', pageSize = String(DEFAULT_PAGE_SIZE) } = request.query;
      const page = { pageNumber: Number(pageNumber), pageSize: Number(pageSize) };
      return ok(await listComplaints(db, memberOf(request).memberId, page));
    },
  );

  app.post<{ Body: ComplaintRequest }>(
    API_PATHS.complaints,
    writeOptions('complaintRequest'),
    async (request) => {
      refuseBadInput(request);
      return ok(await fileComplaint(db, memberOf(request).memberId, request.body, now()));
    },
  );

  app.post<{ Body: ComplaintMessageBody }>(
    API_PATHS.complaintMessage,
    writeOptions('complaintMessageBody'),
    async (request) => {
      refuseBadInput(request);
      return ok(await addComplaintMessage(db, memberOf(request).memberId, request.body, now()));
    },
  );

  app.get<{ Params: { id: string } }>(COMPLAINT_ROUTE, { onRequest: requireMember }, async (request) =>
    ok(await getComplaint(db, memberOf(request).memberId, request.params.id)),
  );

  app.put<{ Params: { id: string } }>(CANCEL_ROUTE, { onRequest: requireMember }, async (request) =>
    ok(await cancelComplaint(db, memberOf(request).memberId, request.params.id, now())),
  );
}

import type { FamilyMemberInput } from '@mall/schemas';
import type { FastifySchemaValidationError } from 'fastify';
import { formRefusal, type ApiError } from '../http/api-error.ts';
import { wordedBodyError, type BodyFieldError } from '../http/worded-body-error.ts';
import { FAMILY_MESSAGES } from './family-members.ts';

// The words of a family member that breaks its JSON Schema (api/benefits.schema.json,
// familyMemberInput): the schema decides, through Fastify's validation; this turns its first error
// into the sentence /familyInfo shows beside the form, the same its own checks show.

type FamilyField = keyof FamilyMemberInput;

function wordField({ error, field, blank }: BodyFieldError): string | undefined {
  switch (field as FamilyField) {
    case 'name':
      if (blank) return FAMILY_MESSAGES.nameBlank;
      return error.keyword === 'maxLength' ? FAMILY_MESSAGES.nameTooLong : FAMILY_MESSAGES.nameSpaces;
    case 'relation':
      return FAMILY_MESSAGES.relation;
    case 'mobile':
      return blank ? FAMILY_MESSAGES.mobileBlank : FAMILY_MESSAGES.mobile;
    case 'birthday':
      return FAMILY_MESSAGES.birthday;
    default:
      return undefined;
  }
}

/** The 400 form refusal of a family member whose body breaks the schema, worded from its first error. */
export function familyMemberInputError(
  errors: readonly FastifySchemaValidationError[],
  body: unknown,
): ApiError {
  // The form shows it beside its buttons (code 30000), as it shows the service's refusals.
  return formRefusal(wordedBodyError(errors, body, wordField).message);
}

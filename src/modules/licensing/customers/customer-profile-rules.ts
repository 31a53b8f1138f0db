import { createHash } from 'node:crypto';
import type { FieldErrors } from '../../../platform/errors/domain-error';
import type { UpdateCustomerProfileInput } from './dto/customer-profile.input';

export const PROFILE_LIMITS = { displayName: 200, notes: 4000, email: 254, phone: 50 } as const;

/** Control characters; notes may keep tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The body of a profile PUT as stored and compared: every member present, omitted optionals as null. */
export interface ProfileRequest {
  expectedRevision: number;
  displayName: string;
  notes: string;
  primaryContact: { contactId: string | null; displayName: string; email: string | null; phone: string | null } | null;
}

export function profileRequestOf(input: UpdateCustomerProfileInput): ProfileRequest {
  const contact = input.primaryContact ?? null;
  return {
    expectedRevision: input.expectedRevision,
    displayName: input.displayName,
    notes: input.notes,
    primaryContact: contact
      ? {
          // UUIDs compare case-insensitively; PostgreSQL answers them in lower case.
          contactId: contact.contactId ? contact.contactId.toLowerCase() : null,
          displayName: contact.displayName,
          email: contact.email ?? null,
          phone: contact.phone ?? null,
        }
      : null,
  };
}

/** Every broken member at once (`fieldErrors`), like the other licensing bodies. */
export function profileRequestErrors(request: ProfileRequest): FieldErrors {
  const errors: FieldErrors = {};
  if (!Number.isInteger(request.expectedRevision) || request.expectedRevision < 0) errors.expectedRevision = ['min'];
  textErrors(request.displayName, 'displayName', PROFILE_LIMITS.displayName, errors);
  if (request.notes.length > PROFILE_LIMITS.notes) errors.notes = ['maxLength'];
  else if (CONTROL_BUT_LINE_BREAKS.test(request.notes)) errors.notes = ['controlCharacters'];
  const contact = request.primaryContact;
  if (contact) {
    textErrors(contact.displayName, 'primaryContact.displayName', PROFILE_LIMITS.displayName, errors);
    if (contact.email !== null) {
      if (contact.email.length > PROFILE_LIMITS.email) errors['primaryContact.email'] = ['maxLength'];
      else if (!EMAIL.test(contact.email)) errors['primaryContact.email'] = ['format'];
    }
    if (contact.phone !== null) {
      if (contact.phone.length > PROFILE_LIMITS.phone) errors['primaryContact.phone'] = ['maxLength'];
      else if (CONTROL.test(contact.phone)) errors['primaryContact.phone'] = ['controlCharacters'];
    }
  }
  return errors;
}

function textErrors(value: string, member: string, maxLength: number, errors: FieldErrors): void {
  if (value.trim().length === 0) errors[member] = ['required'];
  else if (value.length > maxLength) errors[member] = ['maxLength'];
  else if (CONTROL.test(value)) errors[member] = ['controlCharacters'];
}

/**
 * The canonical JSON of a request: members in a fixed order at every level, so the same body sent with its members
 * in another order is the same request (the lost-result replay compares these bytes through their SHA-256).
 */
export function canonicalProfileRequest(request: ProfileRequest): string {
  const contact = request.primaryContact;
  return JSON.stringify({
    displayName: request.displayName,
    expectedRevision: request.expectedRevision,
    notes: request.notes,
    primaryContact: contact
      ? { contactId: contact.contactId, displayName: contact.displayName, email: contact.email, phone: contact.phone }
      : null,
  });
}

export function fingerprintOf(canonical: string): string {
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

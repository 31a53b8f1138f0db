import {
  canonicalProfileRequest,
  fingerprintOf,
  profileRequestErrors,
  profileRequestOf,
  type ProfileRequest,
} from './customer-profile-rules';

const base: ProfileRequest = {
  expectedRevision: 2,
  displayName: 'Customer',
  notes: 'a\tb\nc\r\n',
  primaryContact: { contactId: null, displayName: 'Anna', email: 'anna@example.com', phone: '+7 900' },
};

describe('customer profile rules', () => {
  it('accepts a sound body, line breaks and tabs in notes included', () => {
    expect(profileRequestErrors(base)).toEqual({});
    expect(profileRequestErrors({ ...base, primaryContact: null })).toEqual({});
  });

  it('names every broken member at once', () => {
    expect(
      profileRequestErrors({
        expectedRevision: -1,
        displayName: ' ',
        notes: 'x\u0000',
        primaryContact: { contactId: null, displayName: 'x'.repeat(201), email: 'no-at', phone: '1\u00072' },
      }),
    ).toEqual({
      expectedRevision: ['min'],
      displayName: ['required'],
      notes: ['controlCharacters'],
      'primaryContact.displayName': ['maxLength'],
      'primaryContact.email': ['format'],
      'primaryContact.phone': ['controlCharacters'],
    });
  });

  it('reads omitted optionals as null and compares bodies whatever their member order', () => {
    const omitted = profileRequestOf({
      expectedRevision: 0,
      displayName: 'A',
      notes: '',
      primaryContact: { displayName: 'B', contactId: 'AAAAAAAA-0000-4000-8000-000000000000' },
    });
    expect(omitted.primaryContact).toEqual({
      contactId: 'aaaaaaaa-0000-4000-8000-000000000000',
      displayName: 'B',
      email: null,
      phone: null,
    });
    const reordered: ProfileRequest = {
      primaryContact: { phone: '+7 900', email: 'anna@example.com', displayName: 'Anna', contactId: null },
      notes: base.notes,
      displayName: base.displayName,
      expectedRevision: base.expectedRevision,
    };
    expect(canonicalProfileRequest(reordered)).toBe(canonicalProfileRequest(base));
    expect(fingerprintOf(canonicalProfileRequest(base))).toMatch(/^[0-9a-f]{64}$/);
    expect(canonicalProfileRequest({ ...base, notes: 'other' })).not.toBe(canonicalProfileRequest(base));
  });
});

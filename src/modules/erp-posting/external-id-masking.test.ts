import { hashExternalId, maskExternalId } from './external-id-masking';

describe('external id masking', () => {
  it('keeps only the last 4 characters and hashes the whole id', () => {
    const id = '3f2a9c1e-7d44-4b8e-9a10-55c0d1e2f3a4';
    expect(maskExternalId(id)).toBe('****f3a4');
    expect(maskExternalId(id)).not.toContain(id.slice(0, 8));
    expect(hashExternalId(id)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashExternalId(id)).not.toContain(id);
    expect(maskExternalId(null)).toBeNull();
    expect(hashExternalId(null)).toBeNull();
  });
});

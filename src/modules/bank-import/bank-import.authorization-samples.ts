import { randomUUID } from 'node:crypto';
import {
  contextHeaders,
  insertMatrixImport,
  insertMatrixTransaction,
  type AuthorizationSamples,
  type MatrixFixture,
  type Placement,
  type Sample,
} from '../../../test/authorization-matrix.fixture';

/** A CSV statement no other case uploads, so no upload is a duplicate of another. */
const uniqueStatement = (date: string) =>
  Buffer.from(`date;amount\n${date};${randomUUID().replace(/\D/g, '').slice(0, 6)}.00\n`);

/** A fresh import in the targeted outlet, or its context. */
const importIn: Sample = async (fixture, placement) => ({
  params: { id: await insertMatrixImport(fixture, placement) },
});
const inContext: Sample = async (fixture, placement) => ({ headers: contextHeaders(fixture, placement) });

/** An import with its original stored, uploaded by a MegaAdmin into the targeted outlet; one per placement. */
const uploads = new Map<Placement, Promise<string>>();
function uploadedImport(fixture: MatrixFixture, placement: Placement): Promise<string> {
  const upload = async () => {
    const uploader = await fixture.env.clientFor('MegaAdmin');
    const response = await uploader
      .rest('post', '/api/bank-statements/import')
      .set(contextHeaders(fixture, placement))
      .attach('file', uniqueStatement('2026-11-02'), 'matrix.csv');
    if (response.status !== 202) throw new Error(`matrix upload answered ${response.status}`);
    return response.body.importId as string;
  };
  if (!uploads.has(placement)) uploads.set(placement, upload());
  return uploads.get(placement)!;
}

/** A fresh duplicate candidate: the one transaction of a later import, duplicating that of an earlier one. */
const candidateIn: Sample = async (fixture, placement) => {
  const [earlier, later] = [await insertMatrixImport(fixture, placement), await insertMatrixImport(fixture, placement)];
  const [row] = await fixture.env.app.dataSource.query(
    `WITH t AS (
       INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
                                      transaction_date, direction, amount, currency)
       SELECT id, organization_id, location_id, 0, 0, '2026-11-01', 'Credit', 100, 'RUB' FROM bank_imports
       WHERE id IN ($1, $2)
       RETURNING id, import_id, organization_id, location_id)
     INSERT INTO bank_duplicate_candidates (organization_id, location_id, import_id, transaction_id,
                                            duplicate_of_import_id, duplicate_of_transaction_id)
     SELECT n.organization_id, n.location_id, n.import_id, n.id, o.import_id, o.id
     FROM t n JOIN t o ON n.import_id = $2 AND o.import_id = $1
     RETURNING id`,
    [earlier, later],
  );
  return { params: { candidateId: row.id as string } };
};

/** A reprocess preview of a fresh import. */
const previewIn: Sample = async (fixture, placement) => {
  const importId = await insertMatrixImport(fixture, placement);
  const [row] = await fixture.env.app.dataSource.query(
    `INSERT INTO bank_import_reprocess_previews (import_id, organization_id, location_id, status, existing_transaction_count)
     SELECT id, organization_id, location_id, 'OriginalFileUnavailable', 0 FROM bank_imports WHERE id = $1
     RETURNING id`,
    [importId],
  );
  return { params: { id: importId, previewId: row.id as string } };
};

/**
 * Uploads, import reads, the quality override and delete, duplicate candidates and reprocess previews: each case on
 * its own import (by SQL, no stored file) in the targeted outlet; the original file of an upload made for it.
 */
export const authorizationSamples: AuthorizationSamples = {
  'POST /api/bank-statements/import': async (fixture, placement) => ({
    headers: contextHeaders(fixture, placement),
    file: { content: uniqueStatement('2026-11-01'), fileName: 'matrix.csv' },
  }),
  'GET /api/bank-statements/imports': inContext,
  'GET /api/bank-statements/imports/{id}': importIn,
  'GET /api/bank-statements/imports/{id}/transactions': importIn,
  'GET /api/bank-statements/imports/{id}/quality-report': importIn,
  'GET /api/bank-statements/transactions/{id}': async (fixture, placement) => ({
    params: { id: await insertMatrixTransaction(fixture, placement, 'Credit') },
  }),
  'GET /api/bank-statements/quality-summary': inContext,
  'GET /api/bank-statements/import-health-summary': inContext,
  'GET /api/bank-statements/supported-banks': async () => ({}),
  'GET /api/bank-statements/imports/{id}/file': async (fixture, placement) => ({
    params: { id: await uploadedImport(fixture, placement) },
  }),
  'POST /api/bank-statements/imports/{id}/quality-review/override': async (fixture, placement) => ({
    params: { id: await insertMatrixImport(fixture, placement) },
    body: { reason: 'Bank confirmed the closing balance', rowVersion: 1 },
  }),
  'DELETE /api/bank-statements/imports/{id}': async (fixture, placement) => ({
    params: { id: await insertMatrixImport(fixture, placement) },
    body: { reason: 'Uploaded to the wrong outlet' },
  }),
  'GET /api/bank-statements/imports/{id}/duplicates': importIn,
  'POST /api/bank-statements/duplicates/{candidateId}/confirm': candidateIn,
  'POST /api/bank-statements/duplicates/{candidateId}/dismiss': candidateIn,
  'POST /api/bank-statements/imports/{id}/reprocess-preview': importIn,
  'GET /api/bank-statements/imports/{id}/reprocess-previews': importIn,
  'GET /api/bank-statements/imports/{id}/reprocess-previews/{previewId}': previewIn,
};

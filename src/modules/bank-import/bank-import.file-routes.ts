import type { FileRoute } from '../../platform/rest/file-route';
import { originalFileAccess, type ImportFileService } from './import-file.service';

/** The original bank statement file of an import; the Download audit entry is written when it is opened. */
export function bankImportFileRoutes(files: ImportFileService): FileRoute[] {
  return [
    {
      method: 'get',
      path: '/api/bank-statements/imports/{id}/file',
      summary: 'The original bank statement file of an import (a stream; Content-Disposition attachment)',
      tag: 'Bank statements',
      access: originalFileAccess,
      operation: 'downloadBankImportFile',
      body: 'The original file with its own Content-Type and Content-Length',
      contentType: '*/*',
      handler: async (ctx, req) => {
        const file = await files.open(ctx, String(req.params.id).toLowerCase());
        return {
          headers: {
            'Content-Type': file.contentType,
            'Content-Length': String(file.sizeBytes),
            'Content-Disposition': file.contentDisposition,
            'X-Content-Type-Options': 'nosniff',
          },
          body: file.stream,
        };
      },
    },
  ];
}

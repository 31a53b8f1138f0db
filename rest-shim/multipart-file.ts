import busboy from 'busboy';
import type { Request } from 'express';
import { Upload, type FileUpload } from 'graphql-upload-minimal';
import { validationFailed } from '../src/platform/errors/domain-error';

/**
 * The file of a REST multipart request as the GraphQL `Upload` the operation takes, resolved as soon as the file
 * part starts: the resolver streams it (checks run before it reads a byte) and nothing is buffered here.
 */
export function uploadFromMultipart(req: Request, field: string): Promise<Upload> {
  return new Promise((resolve, reject) => {
    if (!req.is('multipart/form-data')) {
      reject(
        validationFailed({ [field]: ['required'] }, `Send the file as multipart/form-data in the field "${field}".`),
      );
      return;
    }
    // File names are UTF-8 in practice (busboy's default is Latin-1).
    const parser = busboy({ headers: req.headers, limits: { files: 1, fields: 20 }, defParamCharset: 'utf8' });
    let found = false;
    parser.on('file', (name, stream, info) => {
      if (name !== field || found) {
        stream.resume();
        return;
      }
      found = true;
      // The typings omit `resolve`, which graphql-upload-minimal's own request parser calls the same way.
      const upload = new Upload() as Upload & { resolve(file: FileUpload): void };
      const file: FileUpload = {
        filename: unescapeFileName(info.filename),
        mimetype: info.mimeType,
        encoding: info.encoding,
        fieldName: name,
        createReadStream: () => stream,
      } as FileUpload;
      upload.resolve(file);
      resolve(upload);
    });
    parser.on('close', () => {
      if (!found) reject(validationFailed({ [field]: ['required'] }));
    });
    parser.on('error', () =>
      reject(validationFailed({ [field]: ['invalid'] }, 'The multipart body could not be read.')),
    );
    req.pipe(parser);
  });
}

/** Browsers escape only these three characters in multipart file names (RFC 7578 §4.2 as implemented). */
function unescapeFileName(fileName: string): string {
  return fileName.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

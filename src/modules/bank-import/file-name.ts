/**
 * The original file name as shown to users and in Content-Disposition: the last path segment, without control
 * characters, quotes or separators, at most 255 characters; "statement" when nothing usable is left.
 */
export function sanitizeFileName(fileName: string | null | undefined): string {
  const lastSegment = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return (cleaned || 'statement').slice(0, 255);
}

/** The file name's extension in lower case, for safe audit metadata; null when there is none. */
export function fileExtension(fileName: string): string | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName);
  return match ? match[1].toLowerCase() : null;
}

/** The MIME type without parameters when it is plausible, else application/octet-stream. */
export function sanitizeContentType(contentType: string | null | undefined): string {
  const value = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(value) && value.length <= 200
    ? value
    : 'application/octet-stream';
}

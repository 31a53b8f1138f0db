import { fileExtension, sanitizeContentType, sanitizeFileName } from './file-name';

describe('sanitizeFileName', () => {
  it.each([
    ['statement.txt', 'statement.txt'],
    ['C:\\Users\\acc\\Выписка 01.txt', 'Выписка 01.txt'],
    ['../../etc/passwd', 'passwd'],
    ['..hidden', 'hidden'],
    ['a"b<c>|d.xml', 'abcd.xml'],
    ['line\nbreak\r.txt', 'linebreak.txt'],
    ['', 'statement'],
    [null, 'statement'],
    ['/', 'statement'],
  ])('%p → %p', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('bounds the length', () => {
    expect(sanitizeFileName(`${'x'.repeat(400)}.txt`)).toHaveLength(255);
  });
});

describe('fileExtension and sanitizeContentType', () => {
  it('reads extensions and keeps only plausible MIME types', () => {
    expect(fileExtension('a.XML')).toBe('xml');
    expect(fileExtension('noext')).toBeNull();
    expect(sanitizeContentType('text/plain')).toBe('text/plain');
    expect(sanitizeContentType('text/plain; charset=windows-1251')).toBe('text/plain');
    expect(sanitizeContentType('not a type')).toBe('application/octet-stream');
    expect(sanitizeContentType(undefined)).toBe('application/octet-stream');
  });
});

import { describe, expect, it } from 'vitest';
import { csvBlob, csvField, toCsv } from './csv';

/** jsdom's Blob has no arrayBuffer(); its FileReader reads the bytes. */
function bytesOf(blob: Blob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('toCsv', () => {
  it('writes a header of the labels and one CRLF-terminated record per row', () => {
    const csv = toCsv(
      [{ label: 'Industry' }, { label: 'Foreign businesses' }, { label: 'Verified partners' }],
      [
        ['Fintech', 12, 4],
        ['Logistics', 3, 9],
      ],
    );
    expect(csv).toBe('Industry,Foreign businesses,Verified partners\r\nFintech,12,4\r\nLogistics,3,9\r\n');
  });

  it('keeps Nordic and Arabic names as they are', () => {
    expect(toCsv([{ label: 'Business' }, { label: 'Days waiting' }], [['Ærø Fiskeri ApS', 8], ['شركة الخليج للتجارة', 12]])).toBe(
      'Business,Days waiting\r\nÆrø Fiskeri ApS,8\r\nشركة الخليج للتجارة,12\r\n',
    );
  });

  it('quotes fields with a comma, a quote, CR or LF, and doubles the quotes inside', () => {
    const csv = toCsv(
      [{ label: 'Request' }, { label: 'Note, short' }],
      [
        ['Nordlys "Green" Energy', 'Oslo, Norway'],
        ['Line one\nline two', 'a\r\nb'],
        ['carriage\rreturn', 'plain'],
      ],
    );
    expect(csv).toBe(
      'Request,"Note, short"\r\n' +
        '"Nordlys ""Green"" Energy","Oslo, Norway"\r\n' +
        '"Line one\nline two","a\r\nb"\r\n' +
        '"carriage\rreturn",plain\r\n',
    );
  });

  it('writes null as an empty field and numbers with a dot and no grouping', () => {
    expect(toCsv([{ label: 'Week of' }, { label: 'Acceptance' }, { label: 'Sent' }], [['5 Jan 2026', null, 1234567], ['12 Jan 2026', 0.4285714, 0]])).toBe(
      'Week of,Acceptance,Sent\r\n5 Jan 2026,,1234567\r\n12 Jan 2026,0.4285714,0\r\n',
    );
  });

  it('writes booleans as true and false, and a number that is not finite as an empty field', () => {
    expect(toCsv([{ label: 'Short' }, { label: 'Rate' }], [[true, Number.NaN], [false, Number.POSITIVE_INFINITY]])).toBe(
      'Short,Rate\r\ntrue,\r\nfalse,\r\n',
    );
  });

  it('puts an apostrophe before text that a spreadsheet would run as a formula, but not before numbers', () => {
    const csv = toCsv(
      [{ label: 'Name' }, { label: 'Change' }],
      [
        ['=HYPERLINK("http://evil.test","Click")', -3],
        ['+46 8 123 45', 2.5],
        ['-Minus AB', -0.25],
        ['@SUM(A1:A2)', 0],
        ['\tTabbed', 1],
        ['\rReturn', 1],
        ['Safe = fine', 1],
      ],
    );
    expect(csv).toBe(
      'Name,Change\r\n' +
        `"'=HYPERLINK(""http://evil.test"",""Click"")",-3\r\n` +
        "'+46 8 123 45,2.5\r\n" +
        "'-Minus AB,-0.25\r\n" +
        "'@SUM(A1:A2),0\r\n" +
        "'\tTabbed,1\r\n" +
        `"'\rReturn",1\r\n` +
        'Safe = fine,1\r\n',
    );
  });

  it('writes only the header when there are no rows, and an empty line for a row of no columns', () => {
    expect(toCsv([{ label: 'Step' }, { label: 'Pairs' }], [])).toBe('Step,Pairs\r\n');
    expect(toCsv([], [])).toBe('\r\n');
  });

  it('writes negative zero as 0', () => {
    expect(csvField(-0)).toBe('0');
  });
});

describe('csvBlob', () => {
  it('starts with the UTF-8 byte order mark and is typed as UTF-8 CSV', async () => {
    const blob = csvBlob('Name\r\nÆrø\r\n');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(await bytesOf(blob)).toEqual([
      0xef, 0xbb, 0xbf, // BOM
      0x4e, 0x61, 0x6d, 0x65, 0x0d, 0x0a, // Name CRLF
      0xc3, 0x86, 0x72, 0xc3, 0xb8, 0x0d, 0x0a, // Ærø CRLF
    ]);
  });

  it('encodes Arabic text as UTF-8 after the byte order mark', async () => {
    const bytes = await bytesOf(csvBlob('شركة'));
    expect(bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.slice(3)).toEqual([...new TextEncoder().encode('شركة')]);
    expect(bytes.slice(3, 5)).toEqual([0xd8, 0xb4]);
  });
});

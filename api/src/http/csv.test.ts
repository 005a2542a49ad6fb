import { describe, expect, it } from 'vitest';
import { csvField, csvRecord } from './csv.js';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=1+2', "'=1+2"],
    ['+1', "'+1"],
    ['-x', "'-x"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['=HYPERLINK("a","b")', `"'=HYPERLINK(""a"",""b"")"`],
    // Plain numbers stay numbers: a spreadsheet cannot run them.
    ['-10.00', '-10.00'],
    ['-7', '-7'],
    ['10.00', '10.00'],
    ['-1e3', "'-1e3"],
    ['-10.00 ', "'-10.00 "],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('csvRecord', () => {
  it('joins fields with commas and ends with CRLF', () => {
    expect(csvRecord(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });
});

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UsageError } from './errors.js';
import { checkOutput, csvRowCount, writeCsv } from './export.js';

const csv = 'Date,Detail\r\n2026-11-26,"two\r\nlines"\r\n2026-11-25,"a ""quoted"" word"\r\n';

describe('csvRowCount', () => {
  it('counts records after the header, line breaks inside quotes not ending one', () => {
    expect(csvRowCount(csv)).toBe(2);
    expect(csvRowCount('Date,Detail\r\n')).toBe(0);
    expect(csvRowCount('')).toBe(0);
    expect(csvRowCount('A\r\n1\r\n2')).toBe(2);
  });
});

describe('writeCsv', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tradesim-export-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function capture() {
    let stdout = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      stdout += String(chunk);
      return true;
    });
    return () => stdout;
  }

  it('writes the CSV to stdout byte for byte, with no newline of its own', async () => {
    const stdout = capture();
    await writeCsv(csv, {}, ['row', 'rows']);
    expect(stdout()).toBe(csv);
  });

  it('writes a new file as is and says how many rows', async () => {
    const file = join(dir, 'new.csv');
    const stdout = capture();
    await writeCsv(csv, { output: file }, ['deposit', 'deposits']);
    expect(await readFile(file, 'utf8')).toBe(csv);
    expect(stdout()).toBe(`Wrote 2 deposits to ${file}.\n`);
  });

  it('refuses an existing file without --force, before and at writing, and replaces it with --force', async () => {
    const file = join(dir, 'old.csv');
    await writeFile(file, 'keep me');
    expect(() => checkOutput({ output: file })).toThrow(UsageError);
    expect(() => checkOutput({ output: file })).toThrow(/pass --force/);
    await expect(writeCsv(csv, { output: file }, ['row', 'rows'])).rejects.toThrow(/exists already/);
    expect(await readFile(file, 'utf8')).toBe('keep me');

    expect(() => checkOutput({ output: file, force: true })).not.toThrow();
    const stdout = capture();
    await writeCsv('A\r\n1\r\n', { output: file, force: true }, ['audit entry', 'audit entries']);
    expect(await readFile(file, 'utf8')).toBe('A\r\n1\r\n');
    expect(stdout()).toBe(`Wrote 1 audit entry to ${file}.\n`);
  });

  it('says which file it cannot write', async () => {
    const file = join(dir, 'missing', 'x.csv');
    expect(() => checkOutput({ output: file })).not.toThrow();
    await expect(writeCsv(csv, { output: file }, ['row', 'rows'])).rejects.toThrow(
      `Cannot write ${file} (ENOENT).`,
    );
  });
});

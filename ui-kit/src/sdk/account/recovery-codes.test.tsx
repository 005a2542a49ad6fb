import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecoveryCodes, recoveryCodesFileName } from './recovery-codes.js';

afterEach(cleanup);

const codes = ['aaaaa-11111', 'bbbbb-22222'];

describe('RecoveryCodes', () => {
  it('lists the codes and copies them, one a line', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<RecoveryCodes codes={codes} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    fireEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('aaaaa-11111\nbbbbb-22222\n'));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('says when the browser refuses the clipboard', async () => {
    Object.assign(navigator, { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    render(<RecoveryCodes codes={codes} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeTruthy();
  });

  it('downloads them as a text file', () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<RecoveryCodes codes={codes} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalled();
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe(recoveryCodesFileName);
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('text/plain;charset=utf-8');
    click.mockRestore();
  });
});

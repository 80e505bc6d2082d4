import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveFile', () => {
  it('clicks a download link named after the file, then lets the object URL go', () => {
    vi.useFakeTimers();
    const created = vi.fn(() => 'blob:the-file');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });

    saveFile(pdf, 'invoice-EO-2026-001510-01.pdf');

    expect(created).toHaveBeenCalledWith(pdf);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('invoice-EO-2026-001510-01.pdf');
    expect(clicked[0]!.href).toBe('blob:the-file');
    expect(clicked[0]!.isConnected).toBe(false);
    expect(revoked).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoked).toHaveBeenCalledWith('blob:the-file');
  });
});

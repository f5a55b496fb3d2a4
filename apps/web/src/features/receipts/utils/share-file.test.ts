import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareFile } from './share-file';

const file = new File(['%PDF-'], 'kosh-receipt-KR1.pdf', { type: 'application/pdf' });

describe('shareFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers false where the browser cannot share files (the caller downloads)', async () => {
    vi.stubGlobal('navigator', { canShare: () => false, share: vi.fn() });
    expect(await shareFile(file, 'Receipt')).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(await shareFile(file, 'Receipt')).toBe(false);
  });

  it('shares the file where it can, and takes a dismissed sheet as done', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { canShare: () => true, share });
    expect(await shareFile(file, 'Receipt')).toBe(true);
    expect(share).toHaveBeenCalledWith({ files: [file], title: 'Receipt' });
    share.mockRejectedValueOnce(new DOMException('dismissed', 'AbortError'));
    expect(await shareFile(file, 'Receipt')).toBe(true);
    share.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await expect(shareFile(file, 'Receipt')).rejects.toThrow('denied');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('apiRequest', () => {
  it('sends the request from a task of its own, not the one that asked', async () => {
    const fetch = vi.fn(async () => answer({ result: true, data: 7 }));
    vi.stubGlobal('fetch', fetch);
    const asked = apiRequest<{ data: number }>('user/getbal');
    // Still in the asking task (a screen's mount): nothing sent yet.
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    await expect(asked).resolves.toEqual({ result: true, data: 7 });
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/getbal',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('reads an answer already asked for without waiting for a task', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const read = apiRequest('content/banners', {
      response: Promise.resolve(answer({ result: true, data: [] })),
    });
    await expect(read).resolves.toEqual({ result: true, data: [] });
    expect(fetch).not.toHaveBeenCalled();
  });
});

/**
 * The tests' client for the sandbox's aggregator: a call with the API key (or another, or none),
 * answering the status, the JSON (undefined when the body is not JSON) and the raw text.
 */
export function aggregatorCaller(sandboxUrl: () => string, apiKey: string) {
  return async function call(
    method: string,
    path: string,
    options: { body?: unknown; key?: string | null; timeoutMs?: number } = {},
  ) {
    const headers: Record<string, string> = {};
    if (options.key !== null) headers['x-api-key'] = options.key ?? apiKey;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${sandboxUrl()}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
    const text = await response.text();
    // The answers are read field by field in the tests, whatever their shape.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text };
  };
}

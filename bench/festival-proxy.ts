/**
 * The load balancer of bench/festival.ts: a small round-robin HTTP proxy on node:http, started by
 * it in a process of its own (so it shares no event loop with the load or an API copy). Each
 * request goes to the next backend over a keep-alive agent; the client's address is added to
 * X-Forwarded-For as a real balancer does, so the API (TRUST_PROXY=true) still sees the virtual
 * customer's address and keeps its per-address limits. No retries: a backend's failure is the
 * client's 502, which the bench counts as an error.
 *
 * Environment: PROXY_PORT (the port to listen on), PROXY_BACKENDS (comma-separated base URLs).
 * Talks to its parent over the IPC channel: sends {port} once listening, {cpu} on "cpu", stops on
 * "stop" or when the parent goes away.
 */
import http from 'node:http';

const backends = (process.env.PROXY_BACKENDS ?? '')
  .split(',')
  .filter(Boolean)
  .map((url) => new URL(url));
if (backends.length === 0 || !process.send) throw new Error('started by bench/festival.ts only');

const agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
let next = 0;

const server = http.createServer((req, res) => {
  const backend = backends[next % backends.length];
  next += 1;
  if (!backend) return;
  const forwarded = req.headers['x-forwarded-for'];
  const client = req.socket.remoteAddress ?? '';
  const headers = {
    ...req.headers,
    'x-forwarded-for': forwarded ? `${String(forwarded)}, ${client}` : client,
  };
  const upstream = http.request(
    {
      host: backend.hostname,
      port: backend.port,
      method: req.method,
      path: req.url,
      headers,
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end('{"code":"BAD_GATEWAY"}');
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 65_000;

server.listen(Number(process.env.PROXY_PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy did not bind');
  process.send?.({ port: address.port });
});

const stop = () => {
  server.close();
  agent.destroy();
  process.exit(0);
};
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  if (message === 'stop') stop();
});
process.on('disconnect', stop);

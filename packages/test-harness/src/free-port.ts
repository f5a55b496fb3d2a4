import net from 'node:net';

/** A port free right now, for a server that must be named before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address !== 'string'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

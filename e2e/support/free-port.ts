import net from 'node:net';

/**
 * A port nothing listens on now, for a test that starts a server of its own: several test runs and
 * helpers share this machine, so no fixed port is safe.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

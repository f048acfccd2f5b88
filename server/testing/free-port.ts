import net, { type AddressInfo } from 'node:net';

/** A port free now on loopback, for a server a test or bench starts (never a fixed one: another run may hold it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Cast: a TCP listener's address is always an AddressInfo.
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

import type { AddressInfo } from 'node:net';
import net from 'node:net';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface FakeSmtpServer {
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/** Just enough SMTP for nodemailer to deliver plain messages: no TLS, no authentication. */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          mails.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (command === 'MAIL') {
          current.from = line;
          socket.write('250 ok\r\n');
        } else if (command === 'RCPT') {
          current.to.push(line);
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Cast: a TCP listener's address is always an AddressInfo.
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: connecting to it is refused at once. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Cast: a TCP listener's address is always an AddressInfo.
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

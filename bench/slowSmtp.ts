/**
 * An SMTP relay stand-in for the load bench: accepts every message and answers each one after
 * `delayMs`, as a relay across the internet does (TLS, greeting, its own checks). Just enough
 * of RFC 5321 for nodemailer; nothing is kept but the count.
 */
import net from 'node:net';

export interface SlowSmtp {
  url: string;
  received(): number;
  close(): Promise<void>;
}

export async function startSlowSmtp(delayMs: number): Promise<SlowSmtp> {
  let received = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    setTimeout(() => reply('220 slow-smtp ready'), delayMs / 2);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          received++;
          setTimeout(() => reply('250 2.0.0 queued'), delayMs / 2);
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const command = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (command.startsWith('EHLO')) reply('250-slow-smtp\r\n250 8BITMIME');
        else if (command.startsWith('DATA')) {
          inData = true;
          reply('354 go ahead');
        } else if (command.startsWith('QUIT')) {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

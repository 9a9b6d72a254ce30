// A real SMTP server in the test process (smtp-server), on 127.0.0.1: it accepts every message
// and keeps it parsed (mailparser), so tests read what a mail program would receive. `reject`
// makes it refuse messages (a server that is up but failing); `bounce` refuses the addresses it
// holds for good (550 at RCPT TO). `echoCredentials` makes it require
// a login and refuse every one with an answer that repeats the credentials it was sent (in clear
// and as AUTH PLAIN's base64), as a careless server may. `starttls` offers STARTTLS (with
// smtp-server's built-in self-signed certificate); `secure` and `inClear` tell what was encrypted.

import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  port: number;
  url: string;
  received: ParsedMail[];
  /** Per received message: whether its session was encrypted (STARTTLS). */
  secure: boolean[];
  /** Logins and MAIL FROM commands that came in clear text. */
  readonly inClear: number;
  /** Envelope recipients per message, in order. */
  envelopes: string[][];
  reject: boolean;
  /** Addresses refused for good at RCPT TO (550: no such mailbox), lower-cased. */
  bounce: Set<string>;
  /** Messages refused while `reject` was set. */
  readonly refused: number;
  close(): Promise<void>;
}

/** Starts an SMTP server on `port` (0: a free one). */
export async function startSmtp(
  port = 0,
  options: { echoCredentials?: boolean; starttls?: boolean } = {},
): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const secure: boolean[] = [];
  const envelopes: string[][] = [];
  const state = { reject: false, refused: 0, inClear: 0 };
  const bounce = new Set<string>();
  const server = new SMTPServer({
    authOptional: !options.echoCredentials,
    allowInsecureAuth: true,
    // With `starttls`, smtp-server offers STARTTLS with its built-in self-signed certificate.
    disabledCommands: options.starttls ? [] : ['STARTTLS'],
    logger: false,
    onMailFrom(_address, session, callback) {
      if (!session.secure) state.inClear += 1;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (bounce.has(address.address.toLowerCase())) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onAuth(auth, session, callback) {
      if (!session.secure) state.inClear += 1;
      const user = auth.username ?? '';
      const pass = auth.password ?? '';
      const plain = Buffer.from(`\0${user}\0${pass}`).toString('base64');
      callback(new Error(`Authentication failed for ${user} with ${pass} (AUTH PLAIN ${plain})`));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (state.reject) {
            state.refused += 1;
            callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }));
            return;
          }
          received.push(mail);
          secure.push(session.secure);
          envelopes.push(session.envelope.rcptTo.map((r) => r.address));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    secure,
    envelopes,
    bounce,
    get inClear() {
      return state.inClear;
    },
    get reject() {
      return state.reject;
    },
    set reject(value: boolean) {
      state.reject = value;
    },
    get refused() {
      return state.refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A free loopback port, closed again (for a server that is down). */
export async function freePort(): Promise<number> {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; path: string; cid: string }[];
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  describe(): string;
}

/** Names of this server's messages when APP_URL says nothing better. */
export const DEFAULT_MESSAGE_DOMAIN = 'fulfilment.local';

/**
 * The Message-ID of an outbox message: the same at every attempt, so a mail server or client
 * that keeps Message-IDs drops a repeat (a drain that died while handing a message over sends
 * it again after the restart).
 */
export function outboxMessageId(outboxId: string, domain = DEFAULT_MESSAGE_DOMAIN): string {
  return `<${outboxId}@${domain}>`;
}

/** The host of APP_URL names the messages: each installation's Message-IDs are its own. */
export function messageDomainOf(appUrl: string): string {
  try {
    return new URL(appUrl).hostname || DEFAULT_MESSAGE_DOMAIN;
  } catch {
    return DEFAULT_MESSAGE_DOMAIN;
  }
}

/**
 * SMTP when SMTP_URL is set (e.g. smtp://user:pass@host:587). Its timeouts bound one hand-over
 * to about a minute, well inside the outbox's claim lease (server/jobs/outbox.ts).
 */
export function smtpTransport(url: string, domain = DEFAULT_MESSAGE_DOMAIN): MailTransport {
  // The URL's own settings (e.g. ?socketTimeout=) win over these.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    describe: () => `SMTP ${new URL(url).host}`,
    async send(m) {
      await transporter.sendMail(mailOptions(m, domain));
    },
  };
}

/** What nodemailer is given of an outbox message, whether it goes by SMTP or into a file. */
const mailOptions = (m: MailMessage, domain: string) => ({
  from: m.from,
  to: m.to,
  subject: m.subject,
  html: m.html,
  text: m.text,
  attachments: m.attachments,
  messageId: outboxMessageId(m.id, domain),
});

/** The links of an e-mail (from its text part, else the html's hrefs), in order, each once. */
export function emailLinks(m: Pick<MailMessage, 'text' | 'html'>): string[] {
  const fromText = m.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  const fromHtml = [...m.html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((match) =>
    match[1].replace(/&amp;/g, '&'),
  );
  return [...new Set(fromText.length ? fromText : fromHtml)];
}

/** The log's plain-text note of an e-mail kept as a file: the .eml is quoted-printable, its links cannot be copied. */
export function emailNote(m: Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'>, file: string): string {
  const links = emailLinks(m);
  return [`E-mail to ${m.to}: "${m.subject}" (${file})`, ...links.map((link) => `    ${link}`)].join('\n');
}

/** The .eml file of an outbox message: one per message, whatever the number of attempts. */
export const emlFileName = (outboxId: string) => `${outboxId}.eml`;

/**
 * Without SMTP: each e-mail becomes an .eml file under DATA_DIR/outbox, readable by any mail
 * client, and the log shows its recipient, subject and links in plain text. The file is named
 * by the outbox id and written whole (a partial file renamed into place), so a message sent
 * again after a crash replaces its file rather than adding a second one.
 */
export function fileTransport(
  dir: string,
  log?: { info(msg: string): void },
  domain = DEFAULT_MESSAGE_DOMAIN,
): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: () => `files in ${dir}`,
    async send(m) {
      const info = await builder.sendMail(mailOptions(m, domain));
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, emlFileName(m.id));
      const partial = `${file}.part`;
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, file);
      log?.info(emailNote(m, file));
    },
  };
}

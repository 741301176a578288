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

/** SMTP when SMTP_URL is set (e.g. smtp://user:pass@host:587). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    describe: () => `SMTP ${new URL(url).host}`,
    async send(m) {
      await transporter.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        html: m.html,
        text: m.text,
        attachments: m.attachments,
        messageId: `<${m.id}@fulfilment.local>`,
      });
    },
  };
}

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

/**
 * Without SMTP: each e-mail becomes an .eml file under DATA_DIR/outbox, readable by any mail
 * client, and the log shows its recipient, subject and links in plain text.
 */
export function fileTransport(dir: string, log?: { info(msg: string): void }): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: () => `files in ${dir}`,
    async send(m) {
      const info = await builder.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        html: m.html,
        text: m.text,
        attachments: m.attachments,
        messageId: `<${m.id}@fulfilment.local>`,
      });
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${m.id}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log?.info(emailNote(m, file));
    },
  };
}

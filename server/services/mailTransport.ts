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

/** Without SMTP: each e-mail becomes an .eml file under DATA_DIR/outbox, readable by any mail client. */
export function fileTransport(dir: string): MailTransport {
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
      await fs.writeFile(path.join(dir, `${stamp}-${m.id}.eml`), info.message as Buffer);
    },
  };
}

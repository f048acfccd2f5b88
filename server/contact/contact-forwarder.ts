import type { Transporter } from 'nodemailer';
import type { SmtpSettings } from '../env';
import type { StoredContactMessage } from './contact-store';

/** Sends one stored message on; rejects when it could not. */
export type ContactForwarder = (message: StoredContactMessage) => Promise<void>;

/** Header lines cannot hold line breaks; a subject is one line in the mail, whatever was typed. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

function contactMailText(message: StoredContactMessage): string {
  return [
    `A message was sent with the contact form of the website on ${message.receivedAt}.`,
    '',
    `Name:    ${oneLine(message.name)}`,
    `E-mail:  ${oneLine(message.email)}`,
    `Phone:   ${oneLine(message.phone)}`,
    `Subject: ${oneLine(message.subject)}`,
    '',
    message.message,
    '',
    `(Message ${message.id}; every message is also kept in the site's database: npm run messages.)`,
  ].join('\n');
}

/**
 * Forwards contact messages by SMTP. Plain text only: the visitor's words are never put into HTML
 * that a mail client would render. Reply-To is the visitor, so answering the mail answers them.
 */
export function createSmtpForwarder(settings: SmtpSettings): ContactForwarder {
  // The mail library loads with the first message, not with every start (issue 31).
  let transport: Promise<Transporter> | undefined;
  return async (message) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: settings.url,
        // An unreachable mail server must not keep a forward (and the server's shutdown) waiting for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    );
    await (await transport).sendMail({
      from: settings.from,
      to: settings.to,
      replyTo: { name: oneLine(message.name), address: message.email.trim() },
      subject: `Website contact: ${oneLine(message.subject)}`,
      text: contactMailText(message),
    });
  };
}

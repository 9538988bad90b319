import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { toTriggerEmailDocument } from '../../../functions/src/adapters/mail/TriggerEmailMailer';

describe('toTriggerEmailDocument', () => {
  const queuedAt = new Date('2026-03-10T12:00:00.000Z');

  it("writes the Trigger Email extension's to and message, the link in text and html, and the text alone beside them", () => {
    const document = toTriggerEmailDocument(
      {
        to: 'ada@example.com',
        subject: 'Reset your password',
        text: 'Open the link below.',
        link: 'https://rewards.example.com/reset-password?mode=resetPassword&oobCode=abc',
      },
      queuedAt,
    );

    expect(document).toEqual({
      to: 'ada@example.com',
      message: {
        subject: 'Reset your password',
        text: 'Open the link below.\n\nhttps://rewards.example.com/reset-password?mode=resetPassword&oobCode=abc',
        html: '<p>Open the link below.</p><p><a href="https://rewards.example.com/reset-password?mode=resetPassword&amp;oobCode=abc">Reset your password</a></p>',
      },
      queuedAt: Timestamp.fromDate(queuedAt),
      recipient: 'ada@example.com',
      body: 'Open the link below.',
    });
  });

  it('files the recipient trimmed and lower-cased, so account deletion finds its mail', () => {
    const document = toTriggerEmailDocument(
      { to: ' Ada@Example.COM', subject: 'Hi', text: 'Hello' },
      queuedAt,
    );

    expect(document.to).toBe(' Ada@Example.COM');
    expect(document.recipient).toBe('ada@example.com');
  });

  it('escapes what it puts into html', () => {
    const document = toTriggerEmailDocument(
      { to: 'ada@example.com', subject: 'Hi', text: '<script>alert("x")</script> & more' },
      queuedAt,
    );

    expect(document.message.html).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</p>',
    );
    expect(document.message.text).toBe('<script>alert("x")</script> & more');
  });
});

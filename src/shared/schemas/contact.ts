import { z } from 'zod';
import { CONTACT_TOPICS } from '../constants';
import { shownText } from './shown-text';

/*
 * The contact form (decision 119): anyone may write to the operator; the message waits in the
 * console's "Messages" queue and is e-mailed to the contact address once. Messages are
 * translation keys ('ns:key').
 */

export { CONTACT_STATUSES, CONTACT_TOPICS, type ContactStatus, type ContactTopic } from '../constants';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 20;
export const CONTACT_MESSAGE_MAX = 5000;
/** Messages one address (or one signed-in account) may send per hour. */
export const CONTACT_PER_HOUR = 5;

export const contactMessageInput = z.strictObject({
  name: shownText(
    z
      .string({ error: 'help:contact.validation.name' })
      .trim()
      .min(2, 'help:contact.validation.name')
      .max(CONTACT_NAME_MAX, 'help:contact.validation.nameMax'),
  ),
  email: z
    .string({ error: 'help:contact.validation.email' })
    .trim()
    .min(1, 'help:contact.validation.email')
    .max(254, 'help:contact.validation.email')
    .pipe(z.email({ error: 'help:contact.validation.email' })),
  topic: z.enum(CONTACT_TOPICS, { error: 'help:contact.validation.topic' }),
  message: z
    .string({ error: 'help:contact.validation.messageMin' })
    .trim()
    .min(CONTACT_MESSAGE_MIN, 'help:contact.validation.messageMin')
    .max(CONTACT_MESSAGE_MAX, 'help:contact.validation.messageMax'),
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;

/** What the sender gets back: the reference to quote in a reply. */
export const ContactReceiptSchema = z
  .object({ id: z.string(), reference: z.string(), createdAt: z.string() })
  .meta({ id: 'ContactReceipt' });
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;

/** "C-000042": the message's number as the sender and the operator quote it. */
export function contactReference(number: number): string {
  return `C-${String(number).padStart(6, '0')}`;
}

/** Notifications, as the API carries them. */
import { z } from 'zod';
import { id, isoTime } from './common';

/**
 * A notification as the API answers it (OpenAPI `Notification`): title and message in the
 * reader's language, isRead as 'true'/'false' text, priority LOW, NORMAL or HIGH.
 */
export const NotificationSchema = z
  .object({
    id,
    userId: id,
    title: z.string(),
    message: z.string(),
    type: z.string().meta({ description: 'TRANSACTION, SECURITY, PAYMENT or ACCOUNT' }),
    isRead: z.enum(['true', 'false']),
    priority: z.string(),
    createdAt: isoTime,
  })
  .meta({ id: 'Notification' });

/** Notifications, as the API carries them. */
import { z } from 'zod';
import { id, isoTime } from './common';

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

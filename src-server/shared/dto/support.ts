/** Support tickets and feedback, as the API carries them. */
import { z } from 'zod';
import { id, isoTime } from './common';

export const TicketInputSchema = z.object({
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  category: z.enum(['account', 'transactions', 'cards', 'technical', 'general']).default('general'),
  priority: z.enum(['low', 'medium', 'high', 'urgent']).default('medium'),
  message: z.string().trim().min(1, 'Message is required').max(5000),
  email: z.email('Valid email required').max(191),
  phone: z
    .string()
    .trim()
    .max(50)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});

export const TicketSchema = z.object({
  id,
  userId: id.nullable(),
  subject: z.string(),
  category: z.string(),
  priority: z.string(),
  message: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.string(),
  createdAt: isoTime,
});

export const FeedbackInputSchema = z.object({
  rating: z.coerce.number().int().min(1).max(5).optional().nullable(),
  category: z.string().trim().max(50).optional().nullable(),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});

export const FeedbackSchema = z.object({
  id,
  userId: id.nullable(),
  rating: z.number().int().nullable(),
  category: z.string().nullable(),
  message: z.string(),
  createdAt: isoTime,
});

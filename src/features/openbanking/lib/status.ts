import type { CustomerConsentSchema } from '@shared/dto/open-banking';
import type { z } from 'zod';

/** A consent's status as the bank stores it (the NextGenPSD2 consentStatus codes). */
export type ConsentStatus = z.infer<typeof CustomerConsentSchema>['status'];

/**
 * Each consent status in the words the customer reads (English keys, translated where shown):
 * the NextGenPSD2 codes (`received`, `valid`, `revokedByPsu`, ...) are for the third party's
 * developers, not for the customer.
 */
export const CONSENT_STATUS_WORDS: Record<ConsentStatus, string> = {
  received: 'Waiting for you',
  valid: 'Active',
  rejected: 'Refused',
  revokedByPsu: 'Revoked',
  terminatedByTpp: 'Ended by the app',
  expired: 'Expired',
};

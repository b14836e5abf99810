/** The check deposit form's values and rules, free of React. */
import { CheckDepositFieldsSchema, MAX_CHECK_IMAGE_BYTES } from '@shared/dto';
import { z } from 'zod';
import { PickedAccountSchema } from './cardDepositForm';

/** Which side of the check an image shows. */
export type CheckSide = 'front' | 'back';

/** The message under a picked image above the size limit. */
export const TOO_LARGE = 'The image is larger than 5 MB';

const MISSING: Record<CheckSide, string> = {
  front: 'Add a photo of the front of the check',
  back: 'Add a photo of the back of the check',
};

/** True when `file` is above the 5 MB a check image may weigh. */
export function tooLarge(file: File | null): boolean {
  return file !== null && file.size > MAX_CHECK_IMAGE_BYTES;
}

/** A required photo of one side, at most 5 MB; its type is checked by content on the server. */
const imageRule = (side: CheckSide) =>
  z.custom<File | null>().superRefine((file, ctx) => {
    if (!file) ctx.addIssue({ code: 'custom', message: MISSING[side] });
    else if (tooLarge(file)) ctx.addIssue({ code: 'custom', message: TOO_LARGE });
  });

/**
 * The form's rules: the server's CheckDepositFieldsSchema on the amount, the account as the
 * picker holds it ('Choose an account' while none is picked, then the server's id rule), and
 * both images present and at most 5 MB each.
 */
export const CheckDepositFormSchema = CheckDepositFieldsSchema.extend({
  accountId: PickedAccountSchema,
  front: imageRule('front'),
  back: imageRule('back'),
});

/** The empty form: no account, no amount, no images. */
export const EMPTY_CHECK_DEPOSIT = {
  accountId: '',
  amount: '',
  front: null as File | null,
  back: null as File | null,
};

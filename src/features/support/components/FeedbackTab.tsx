import { Button, Group, Input, Paper, Rating, Stack, Textarea } from '@mantine/core';
import { FeedbackInputSchema } from '@shared/dto';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** The API's feedback rules; the form's rating is 0 until a star is picked (sent as none). */
const FeedbackFormSchema = FeedbackInputSchema.extend({ rating: z.number().int().min(0).max(5) });

/** Support Center > Feedback: a 1-5 rating and a message, stored through `support.createFeedback`. */
export function FeedbackTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const send = useMutation(trpc.support.createFeedback.mutationOptions());
  const { form, input } = useSchemaForm(FeedbackFormSchema, { rating: 0, message: '' });

  const submit = form.onSubmit(({ rating, message }) => {
    send.mutate(
      { rating: rating > 0 ? rating : null, message },
      {
        onSuccess: () => {
          showToast({ title: t('Thank you!'), message: t('Your feedback has been sent.') });
          form.reset();
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Failed to send feedback')),
          });
        },
      },
    );
  });

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Input.Wrapper label={t('Rating')} labelElement="div" id="feedback-rating">
            <Rating
              value={form.values.rating}
              onChange={(value) => form.setFieldValue('rating', value)}
              size="lg"
              role="radiogroup"
              aria-labelledby="feedback-rating-label"
              getSymbolLabel={(value) =>
                value === 0 ? t('No rating') : t('{{count}} out of 5', { count: value })
              }
            />
          </Input.Wrapper>
          <Textarea
            label={t('Your feedback')}
            autosize
            minRows={4}
            maxLength={5000}
            {...input('message')}
          />
          <Group>
            <Button type="submit" loading={send.isPending}>
              {t('Send Feedback')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

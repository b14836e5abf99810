import { Button, Group, Input, Paper, Rating, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** Support Center > Feedback: a 1-5 rating and a message, stored through `support.createFeedback`. */
export function FeedbackTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const send = useMutation(trpc.support.createFeedback.mutationOptions());
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    send.mutate(
      { rating: rating > 0 ? rating : null, message },
      {
        onSuccess: () => {
          showToast({ title: t('Thank you!'), message: t('Your feedback has been sent.') });
          setRating(0);
          setMessage('');
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Failed to send feedback')),
          });
        },
      },
    );
  };

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Input.Wrapper label={t('Rating')} labelElement="div" id="feedback-rating">
            <Rating
              value={rating}
              onChange={setRating}
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
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            error={errors.message}
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

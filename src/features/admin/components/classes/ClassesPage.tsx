import {
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { displayUsd } from '@shared/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useStepUpOptions } from '@/features/admin/components/stepup/StepUpProvider';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { AnchorLink } from '@/features/admin/components/ui/RouterLinks';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { displayDateTime } from '@/features/admin/lib/format';
import { ClassFormSchema, EMPTY_CLASS_FORM } from '@/features/admin/lib/provisioningForms';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** 'New class': name, number of students, username prefix and each checking's opening deposit. */
function CreateClassForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { form, input } = useSchemaForm(ClassFormSchema, EMPTY_CLASS_FORM);
  const create = useMutation(
    useStepUpOptions(
      trpc.adminClasses.create.mutationOptions({
        onSuccess: async (answer) => {
          showToast({
            title: t('Class created'),
            message: t('{{count}} students are ready.', { count: answer.class.students }),
          });
          await queryClient.invalidateQueries(trpc.adminClasses.pathFilter());
          await navigate({
            to: '/admin/classes/$classId',
            params: { classId: String(answer.class.id) },
          });
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Could not create the class')),
          });
        },
      }),
    ),
  );
  const submit = form.onSubmit((values) =>
    create.mutate({
      ...values,
      count: Number(values.count),
      openingDeposit: String(values.openingDeposit),
    }),
  );
  const usernames = () => {
    const n = Number(form.values.count) || 0;
    const width = Math.max(2, String(n).length);
    return n > 0
      ? `${form.values.prefix}${'1'.padStart(width, '0')} … ${form.values.prefix}${String(n).padStart(width, '0')}`
      : '';
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-class">
      <Title order={2} fz="h4" id="new-class" mb="sm">
        {t('New class')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={520}>
          <TextInput
            label={t('Class name')}
            required
            placeholder={t('Monday QA')}
            {...input('name')}
          />
          <Group grow align="flex-start">
            <NumberInput
              label={t('Students')}
              min={1}
              max={500}
              allowDecimal={false}
              {...input('count')}
            />
            <TextInput label={t('Username prefix')} {...input('prefix')} />
          </Group>
          <TextInput label={t('Opening deposit (checking)')} {...input('openingDeposit')} />
          <Text size="sm" c="dimmed">
            {t(
              'Usernames: {{range}}. Each student gets CHECKING and SAVINGS and a generated password to change at first sign-in.',
              {
                range: usernames(),
              },
            )}
          </Text>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('Create class')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * /admin/classes, 'Classes': a trainer creates a whole class of students in one action, and
 * finds each class to download or print its credentials sheet, reset it or delete it.
 */
export function ClassesPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const classes = useQuery(trpc.adminClasses.page.queryOptions({ limit: 100 }));
  return (
    <>
      <PageHeader
        title="Classes"
        description="Create a class of students and hand out their sign-ins."
      />
      <Stack gap="lg">
        <CreateClassForm />
        {classes.isPending ? (
          <LoadingText label="Loading classes…" />
        ) : classes.isError ? (
          <LoadError text="Failed to load classes." error={classes.error} />
        ) : classes.data.items.length === 0 ? (
          <EmptyText text="No classes yet." />
        ) : (
          <ScrollTable label={t('Classes')} minWidth={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Class')}</Table.Th>
                <Table.Th>{t('Students')}</Table.Th>
                <Table.Th>{t('Opening deposit')}</Table.Th>
                <Table.Th>{t('Created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {classes.data.items.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <AnchorLink to="/admin/classes/$classId" params={{ classId: String(c.id) }}>
                      {c.name}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>
                    {c.students} ({c.prefix})
                  </Table.Td>
                  <Table.Td>{displayUsd(c.openingDeposit)}</Table.Td>
                  <Table.Td>{displayDateTime(c.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
      </Stack>
    </>
  );
}

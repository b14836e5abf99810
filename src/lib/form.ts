/** Forms validated by a shared zod schema, through @mantine/form. */
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** A schema @mantine/form can validate with: zod implements Standard Schema. */
export type FormSchema = Parameters<typeof schemaResolver>[0];

/**
 * A controlled @mantine/form whose rules are `schema` (checked on submit; a field's error
 * goes away when it changes). `input(name)` gives a Mantine input's value, change handler
 * and error, the schema's English message translated.
 * @param schema the zod schema of the values (usually one the server checks too)
 * @param initialValues the empty form, also what `form.reset()` goes back to
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: FormSchema,
  initialValues: Values,
) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
  });
  const input = (name: keyof Values & string) => {
    const { error, ...props } = form.getInputProps(name);
    return { ...props, error: typeof error === 'string' ? t(error) : undefined };
  };
  return { form, input };
}

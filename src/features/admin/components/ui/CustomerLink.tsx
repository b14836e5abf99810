import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/lib/trpc';
import { AnchorLink } from './RouterLinks';

interface CustomerLinkProps {
  /** The user's id; null for a visitor (a ticket or feedback sent signed out). */
  id: number | null;
  /** The name the list joined; null when the user no longer exists. */
  name: string | null | undefined;
}

/**
 * A customer in an admin list: the name, linking to the user's detail, with the id in a
 * dimmed line so an operator can still match ids (the filters take ids). 'Visitor' when
 * nobody was signed in; 'User 12' when the name is not known.
 */
export function CustomerLink({ id, name }: CustomerLinkProps) {
  const { t } = useTranslation();
  if (id === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('Visitor')}
      </Text>
    );
  }
  return (
    <>
      <AnchorLink size="sm" to="/admin/users/$userId" params={{ userId: String(id) }}>
        {name || t('User {{id}}', { id })}
      </AnchorLink>
      {name && (
        <Text size="xs" c="dimmed">
          #{id}
        </Text>
      )}
    </>
  );
}

/**
 * A customer in an admin list that carries only the owner's id: the name is read by id (one
 * read per customer, shared by the rows of the same customer), then shown as CustomerLink.
 */
export function CustomerById({ id }: { id: number }) {
  const trpc = useTRPC();
  const found = useQuery(trpc.adminLookup.customers.queryOptions({ id }));
  return <CustomerLink id={id} name={found.data?.items[0]?.name} />;
}

/** An account number with its id beneath (the filters take ids); the id alone if unknown. */
export function AccountNumber({ id, number }: { id: number; number: string | null | undefined }) {
  return (
    <>
      <Text size="sm" ff="monospace">
        {number ?? `#${id}`}
      </Text>
      {number && (
        <Text size="xs" c="dimmed">
          #{id}
        </Text>
      )}
    </>
  );
}

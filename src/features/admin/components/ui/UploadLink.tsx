import { Anchor } from '@mantine/core';
import { BASE_PATH } from '@/lib/base-path';

/** The admin's download addresses of stored uploads (served as attachments by the API). */
export const uploadUrl = {
  /** GET /api/admin/applications/{id}/documents/{passport|idDocument} */
  application: (id: number, document: 'passport' | 'idDocument') =>
    `${BASE_PATH}/api/admin/applications/${id}/documents/${document}`,
  /** GET /api/admin/deposits/{id}/images/{front|back} */
  check: (id: number, side: 'front' | 'back') =>
    `${BASE_PATH}/api/admin/deposits/${id}/images/${side}`,
};

/**
 * A plain link that downloads one stored upload (an application's document, a check's
 * image); `label` names it for screen readers, `children` is the short visible text.
 */
export function UploadLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: string;
}) {
  return (
    <Anchor href={href} download size="sm" aria-label={label}>
      {children}
    </Anchor>
  );
}

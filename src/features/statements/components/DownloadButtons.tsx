import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type StatementFormat, statementUrl } from '@/features/statements/lib/statementFiles';

interface DownloadButtonsProps {
  accountId: number;
  range?: { from: string; to: string };
  /** What is downloaded, for screen readers: e.g. 'CHECKING ••••1234, March 2026'. */
  context?: string;
  /** Only these formats (both by default). */
  formats?: StatementFormat[];
  /** 'Download CSV' (default) or the short 'CSV'. */
  compact?: boolean;
  /** Another file's address per format (a tax summary); the statement download by default. */
  hrefOf?: (format: StatementFormat) => string;
}

/**
 * 'Download CSV' and 'Download PDF' for one account and period: plain links
 * to the REST download, which answers as an attachment.
 */
export function DownloadButtons({
  accountId,
  range,
  context,
  formats = ['csv', 'pdf'],
  compact = false,
  hrefOf,
}: DownloadButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      {formats.map((format) => {
        const full = format === 'csv' ? t('Download CSV') : t('Download PDF');
        const text = compact ? format.toUpperCase() : full;
        return (
          <Button
            key={format}
            component="a"
            href={hrefOf ? hrefOf(format) : statementUrl(accountId, format, range)}
            download
            size={compact ? 'compact-sm' : 'sm'}
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden="true" />}
            aria-label={
              context
                ? t('Download {{format}}: {{context}}', { format: format.toUpperCase(), context })
                : undefined
            }
          >
            {text}
          </Button>
        );
      })}
    </Group>
  );
}

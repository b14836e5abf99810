import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  formatName,
  STATEMENT_FORMATS,
  type StatementFormat,
  statementUrl,
} from '@/features/statements/lib/statementFiles';

interface DownloadButtonsProps {
  accountId: number;
  range?: { from: string; to: string };
  /** What is downloaded, for screen readers: e.g. 'CHECKING ••••1234, March 2026'. */
  context?: string;
  /** Only these formats (CSV, PDF, camt.053 and OFX by default). */
  formats?: StatementFormat[];
  /** 'Download CSV' (default) or the short 'CSV'. */
  compact?: boolean;
  /** Another file's address per format (a tax summary); the statement download by default. */
  hrefOf?: (format: StatementFormat) => string;
}

/**
 * 'Download CSV', 'Download PDF', 'Download camt.053 (XML)' and 'Download OFX' for one account
 * and period: plain links to the REST download, which answers as an attachment.
 */
export function DownloadButtons({
  accountId,
  range,
  context,
  formats = STATEMENT_FORMATS,
  compact = false,
  hrefOf,
}: DownloadButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="flex-end">
      {formats.map((format) => {
        const full = {
          csv: t('Download CSV'),
          pdf: t('Download PDF'),
          'camt053.xml': t('Download camt.053 (XML)'),
          ofx: t('Download OFX'),
        }[format];
        const text = compact ? formatName(format) : full;
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
                ? t('Download {{format}}: {{context}}', { format: formatName(format), context })
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

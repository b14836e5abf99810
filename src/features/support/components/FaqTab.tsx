import { Accordion, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const FAQ = [
  {
    q: 'How long do transfers take?',
    a: 'Internal transfers between your own accounts are instant. External transfers (local and wire) take 1-3 business days.',
  },
  {
    q: 'What are my transfer limits?',
    a: 'The daily transfer limit is $50,000 and the monthly limit is $250,000.',
  },
  {
    q: 'How do I set or change my transaction PIN?',
    a: 'Go to Account Settings > Security and use the Transaction PIN form. Local and wire transfers are confirmed with this PIN.',
  },
  {
    q: 'Where can I download my statements?',
    a: 'Account Settings > Statements lists the last 6 months of every account as CSV and PDF, plus yearly tax summaries.',
  },
  {
    q: 'Will the bank ever ask for my password, PIN or a COT code?',
    a: 'Never. Do not share your security details with anyone, even if they say they work for the bank.',
  },
];

/** Support Center > FAQ: instant internal transfers, 1-3 business days for external ones, the daily and monthly limits. */
export function FaqTab() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Accordion variant="separated">
        {FAQ.map((item) => (
          <Accordion.Item key={item.q} value={item.q}>
            <Accordion.Control>{t(item.q)}</Accordion.Control>
            <Accordion.Panel>{t(item.a)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Paper>
  );
}

import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { SessionUserSchema } from '@shared/dto';
import {
  IconArrowsExchange,
  IconCheck,
  IconChevronDown,
  IconCoinBitcoin,
  IconLogout,
  IconReceipt,
  IconRepeat,
  IconTrophy,
  IconUser,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LANGUAGES, setLanguage } from '@/i18n';
import classes from './layout.module.css';

type SessionUser = z.infer<typeof SessionUserSchema>;

interface UserMenuProps {
  user: SessionUser;
  onLogout: () => void;
}

/**
 * The avatar's letters: the first character of each name ('JD' for Jane Doe), whole
 * characters only (an emoji is never cut in half). A last name that is a number, as a class's
 * students have ('Student 07', up to 'Student 500'), is shown as that number ('07', '500'),
 * so the students' avatars differ.
 * @returns two characters (three for a number over 99), upper case; '' when both names are empty
 */
export function avatarText(firstName: string, lastName: string): string {
  const last = lastName.trim();
  const number = last.replace(/^0+(?=[0-9]{2})/, '');
  if (/^[0-9]{1,3}$/.test(number)) return number.padStart(2, '0');
  const first = (name: string) => Array.from(name.trim())[0] ?? '';
  return `${first(firstName)}${first(last)}`.toUpperCase();
}

/**
 * The header's user menu: Profile, Transfers, Statements, Crypto and Logout,
 * and the language choice, which phones have only here.
 */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const { t, i18n } = useTranslation();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const initials = avatarText(user.firstName, user.lastName);
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        {/* The name is the button's visible text and begins its accessible name; the initials
            are drawn by CSS, so they are no text that the name would have to contain. */}
        <UnstyledButton aria-label={t('{{name}}, user menu', { name: fullName })}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="xl" size={34}>
              {initials ? (
                <span className={classes.initials} data-initials={initials} aria-hidden="true" />
              ) : (
                <IconUser size={18} />
              )}
            </Avatar>
            <Text fw={600} fz="sm" visibleFrom="sm" maw={180} truncate>
              {fullName}
            </Text>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.username}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {t('Profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/transfers" leftSection={<IconArrowsExchange size={16} />}>
          {t('Transfers')}
        </Menu.Item>
        <Menu.Item component={Link} to="/standing-orders" leftSection={<IconRepeat size={16} />}>
          {t('Standing orders')}
        </Menu.Item>
        <Menu.Item component={Link} to="/statements" leftSection={<IconReceipt size={16} />}>
          {t('Statements')}
        </Menu.Item>
        <Menu.Item component={Link} to="/crypto" leftSection={<IconCoinBitcoin size={16} />}>
          {t('Crypto')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('Learn')}</Menu.Label>
        <Menu.Item component={Link} to="/challenges" leftSection={<IconTrophy size={16} />}>
          {t('Challenges')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('Language')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            aria-current={i18n.language === language.code || undefined}
            onClick={() => void setLanguage(language.code)}
            rightSection={
              i18n.language === language.code ? <IconCheck size={14} aria-hidden="true" /> : null
            }
          >
            {language.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {t('Logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Every Mantine stylesheet the bank uses, for the screens and dialogs loaded after the first
 * paint (the signed-in areas, sign-in and enrolment dialogs, menus, toasts). Imported by
 * those lazily loaded modules, so the build puts it in one stylesheet that arrives with them
 * rather than blocking the public pages. Layered, like `mantine-base.ts`.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/notifications/styles.layer.css';

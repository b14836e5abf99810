/**
 * Mantine's Anchor and Button as typed router links (TanStack Router `createLink`), so links
 * with path params (`/admin/users/$userId`) keep their type checks.
 */
import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

type AnchorElementProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorElementProps>(
  (props, ref) => <Anchor ref={ref} {...props} />,
);

const MantineButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorElementProps>(
  (props, ref) => <Button component="a" ref={ref} {...props} />,
);

const CreatedAnchorLink = createLink(MantineAnchor);
const CreatedButtonLink = createLink(MantineButtonAnchor);

/** A Mantine Anchor that navigates like the router's Link. */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => (
  <CreatedAnchorLink {...props} />
);

/** A Mantine Button rendered as a router link. */
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => (
  <CreatedButtonLink {...props} />
);

// The frame every page shares: the main navigation's words and the footer's.

import type { Static } from 'typebox';
import { Group, ListOf, OptionalTextField, RouteField, TextField } from '../../content-fields';

const NavLink = Group({
  label: TextField(60, { title: 'Label' }),
  path: RouteField({ title: 'Leads to' }),
});

export const SiteFrame = Group({
  nav: Group(
    {
      links: ListOf(NavLink, {
        title: 'Main navigation',
        minItems: 1,
        maxItems: 8,
        itemTitle: 'label',
      }),
      label: TextField(40, { title: 'Name of the navigation, for screen readers' }),
      menu: TextField(30, { title: 'Menu button (phones)' }),
      closeMenu: TextField(30, { title: 'Close menu button (phones)' }),
      login: TextField(30, { title: 'Log in link' }),
      signup: TextField(30, { title: 'Sign up link' }),
      profile: TextField(40, { title: 'Profile link' }),
      logout: TextField(30, { title: 'Log out button' }),
      staff: TextField(30, { title: 'Back office link' }),
    },
    { title: 'Navigation' },
  ),
  footer: Group(
    {
      contactHeading: TextField(60, { title: 'Contact heading' }),
      contactBlurb: OptionalTextField(200, { title: 'Contact text' }),
      groups: ListOf(
        Group({
          title: TextField(40, { title: 'Heading' }),
          links: ListOf(NavLink, { title: 'Links', minItems: 1, maxItems: 10, itemTitle: 'label' }),
        }),
        { title: 'Link groups', maxItems: 6, itemTitle: 'title' },
      ),
      socialHeading: TextField(40, { title: 'Social links heading' }),
    },
    { title: 'Footer' },
  ),
});
export type SiteFrame = Static<typeof SiteFrame>;

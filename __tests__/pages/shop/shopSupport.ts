// What the shop's products and cart page tests share: the app at a page of the shop, visited
// logged out, and the header's cart link with its badge.

import { screen } from '@testing-library/react';
import { loggedOut, renderApp } from '../../support/renderApp';

export const shop = (path = '/products') => renderApp(path, { preloadedState: loggedOut });
export const cartLink = () => screen.getByRole('link', { name: /^Cart \d/ });

// The pages' places in the header's and footer's menus as PUT /api/staff/pages/navigation takes
// them (contract/api/pages.ts): after a page moves within its menu, or to another one. Only the
// pages of the menus concerned are sent, numbered from 0 in their new order.

import type { PagePlaces, PageSummary } from '../../../../contract/api/pages';
import type { PageNavPlace } from '../../../../contract/values/content/pages';

type Places = PagePlaces['places'];

/** The pages shown in `place`, in their order. */
export const pagesIn = (pages: readonly PageSummary[], place: PageNavPlace): PageSummary[] =>
  pages.filter((page) => page.navPlace === place).sort((a, b) => a.navOrder - b.navOrder);

const numbered = (pages: readonly PageSummary[], place: PageNavPlace): Places =>
  pages.map((page, navOrder) => ({ id: page.id, navPlace: place, navOrder }));

/** `page` one place earlier (-1) or later (+1) in its menu; nothing when it cannot move. */
export function placesAfterMove(
  pages: readonly PageSummary[],
  page: PageSummary,
  by: -1 | 1,
): Places | null {
  const menu = pagesIn(pages, page.navPlace);
  const at = menu.findIndex((p) => p.id === page.id);
  const to = at + by;
  if (page.navPlace === 'none' || at < 0 || to < 0 || to >= menu.length) return null;
  [menu[at], menu[to]] = [menu[to] as PageSummary, menu[at] as PageSummary];
  return numbered(menu, page.navPlace);
}

/** `page` moved to the end of another menu (or out of the menus), the one it left renumbered. */
export function placesAfterPlace(
  pages: readonly PageSummary[],
  page: PageSummary,
  place: PageNavPlace,
): Places {
  const others = (where: PageNavPlace) => pagesIn(pages, where).filter((p) => p.id !== page.id);
  const left = page.navPlace === 'none' ? [] : numbered(others(page.navPlace), page.navPlace);
  const joined =
    place === 'none'
      ? [{ id: page.id, navPlace: place, navOrder: 0 }]
      : numbered([...others(place), page], place);
  return [...left, ...joined];
}

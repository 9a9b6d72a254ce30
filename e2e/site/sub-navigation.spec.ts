import { PATHS } from '../../src/config/paths';
import { expectAxeClean } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openPage } from '../support/support';

// The sub-navigation strips of the About, Careers and Support areas (src/components/page/SubNav.tsx):
// on a phone as on a desktop, every link is in sight, none past the screen's edge (they wrap
// onto more rows rather than run off it in a row that scrolls sideways), and tapping one leads
// on. axe-clean, light and dark.

const AREAS = [
  { path: PATHS.about, name: 'About us', last: 'Services' },
  { path: PATHS.faq, name: 'Help and support', last: 'Terms of Service' },
  { path: PATHS.careers, name: 'Careers', last: 'Internships' },
];

for (const width of [375, 1280]) {
  for (const area of AREAS) {
    test(`at ${width} px, every link of ${area.path}'s sub-navigation is in sight`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, area.path);
      const nav = page.getByRole('navigation', { name: area.name });
      const links = nav.getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(2);
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        const name = await link.textContent();
        expect(box.x, `${name} starts on the screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} ends on the screen`).toBeLessThanOrEqual(width);
        await expect(link).toBeInViewport({ ratio: 1 });
      }
      // Nothing of the page scrolls sideways either.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow).toBeLessThanOrEqual(width);
      await expectAxeClean(page);
      // The last link leads on, with no scrolling of the strip first.
      const last = nav.getByRole('link', { name: new RegExp(`^${area.last}`) });
      await last.click();
      await expect(page).not.toHaveURL(new RegExp(`${area.path}$`));
    });
  }
}

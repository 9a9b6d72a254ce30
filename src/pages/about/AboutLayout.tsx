import { Outlet } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { SubNav } from '../../components/page/SubNav';
import { useDocument } from '../../features/content/useDocument';

// The about area: its pages share the sub-navigation; each page holds its own <h1> (PageHeader).
// Route changes under /about keep the scroll position (docs/product.md §2), so the sub-navigation
// sits at the top, right under the site navigation, where the visitor is when switching pages.
// The words are the `about` document's (contract/documents/about/schema.ts).

const INDEX_ALIAS = { [PATHS.about]: PATHS.aboutValues };
const leavesAbout = (path: string) => !path.startsWith(PATHS.about);

export function AboutLayout() {
  const about = useDocument('about');
  if (!about) return null;
  return (
    <>
      <SubNav
        label={about.navLabel}
        items={about.nav}
        aliases={INDEX_ALIAS}
        leavesArea={leavesAbout}
      />
      <Outlet />
    </>
  );
}

// A page's editor (/staff/pages/edit?page=<id>): the content documents' editor
// (../DocumentPage.tsx) for the page's document, page-<id>, with its draft, autosave,
// publishing, versions and live preview; its blocks are drawn by ../fields/BlockListField.tsx.
// The page is named in the query so that the one address the build writes serves every page.

import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/links/Link';
import { pageIdOf, pageKey } from '../../../../contract/values/content/pages';
import { STAFF_PATHS } from '../../../config/staffPaths';
import { DocumentPage } from '../DocumentPage';
import { pagesCopy } from './pagesCopy';

const BACK = { to: STAFF_PATHS.pages, label: pagesCopy.backToPages };

export function PageEditorRoute() {
  const key = pageKey(Number(useSearchParams()[0].get('page')));
  if (pageIdOf(key) === undefined)
    return (
      <section aria-labelledby="no-such-page">
        <p>
          <Link to={BACK.to}>{BACK.label}</Link>
        </p>
        <h2 id="no-such-page">{pagesCopy.noSuchPageTitle}</h2>
        <p>{pagesCopy.noSuchPage}</p>
      </section>
    );
  return <DocumentPage key={key} docKey={key} back={BACK} />;
}

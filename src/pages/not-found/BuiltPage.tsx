import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { useBuiltPageQuery } from '../../api/api';
import type { BuiltPage } from '../../api/types';
import { Blocks } from '../../components/blocks/Blocks';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { SiteIdentity } from '../../components/page/SiteIdentity';
import { useFill } from '../../features/content/useFill';
import NotFoundPage from './NotFoundPage';
import styles from './BuiltPage.module.css';

// A page staff built from blocks (docs/product.md, "Pages built from blocks"), at the address it
// was published at: the catch-all route shows it when one is published there, else the not-found
// page. The server renders it with the page in its data (server/site/live-pages.ts), so the
// browser hydrates it without asking; reached by a link, it is read from GET /api/pages/by-path.
// Its words are the page's: none are in the code.

/** An address as pages are published at: lower case, without a trailing slash. */
const pageAddress = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() || '/';

function PageView({ page }: { page: BuiltPage }) {
  const { content } = page;
  const fill = useFill();
  const { siteUrl } = useContext(SiteIdentity);
  return (
    <>
      <Seo title={content.seo.title} description={fill(content.seo.description)} path={page.path} />
      {content.image && <meta property="og:image" content={`${siteUrl}${content.image.url}`} />}
      <PageHeader title={content.title} />
      <div className={styles.blocks}>
        <Blocks blocks={content.blocks} />
      </div>
    </>
  );
}

/** The page published at this address, or the not-found page. */
export function PageOrNotFound() {
  const { pathname } = useLocation();
  const { data } = useBuiltPageQuery(pageAddress(pathname));
  return data ? <PageView page={data} /> : <NotFoundPage />;
}

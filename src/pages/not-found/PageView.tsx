import { useContext } from 'react';
import type { BuiltPage } from '../../api/types';
import { Blocks } from '../../components/blocks/Blocks';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { SiteIdentity } from '../../components/page/SiteIdentity';
import { useFill } from '../../features/content/useFill';
import styles from './BuiltPage.module.css';

// A page staff built from blocks (docs/product.md, "Pages built from blocks"): its entry for
// search engines, its heading (its title, unless an opening band's headline is) and its blocks. In a chunk of its own (BuiltPage.tsx loads it), so
// that the not-found page, which shares the catch-all route, carries no block's code.

export function PageView({ page }: { page: BuiltPage }) {
  const { content } = page;
  const fill = useFill();
  const { siteUrl } = useContext(SiteIdentity);
  return (
    <>
      <Seo title={content.seo.title} description={fill(content.seo.description)} path={page.path} />
      {content.image && <meta property="og:image" content={`${siteUrl}${content.image.url}`} />}
      {/* An opening band's headline is the page's one heading; without one, the title is. */}
      {!content.blocks.some((block) => block.type === 'hero') && (
        <PageHeader title={content.title} />
      )}
      <div className={styles.blocks}>
        <Blocks blocks={content.blocks} />
      </div>
    </>
  );
}

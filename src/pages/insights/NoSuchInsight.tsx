import { Link } from '../../components/links/Link';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { INSIGHTS_PATH } from '../../../contract/values/content/articles';
import { insightsCopy as words } from '../../content/insights';

/** An address under /insights that shows nothing (the server answers it 404 with the site's page). */
export function NoSuchInsight() {
  return (
    <>
      <Seo title={words.notFound.heading} description={words.notFound.text} noIndex />
      <PageHeader title={words.notFound.heading} intro={words.notFound.text} />
      <div className="container">
        <p>
          <Link to={INSIGHTS_PATH}>{words.back}</Link>
        </p>
      </div>
    </>
  );
}

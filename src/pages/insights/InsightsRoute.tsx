import { useParams } from 'react-router-dom';
import { ArticlePage } from './ArticlePage';
import { InsightsPage } from './InsightsPage';
import { NoSuchInsight } from './NoSuchInsight';

// What an address under /insights shows, as its route's splat says: the list of articles
// (/insights), a tag's list
// (/insights/tag/<tag>), an author's (/insights/author/<slug>) or an article (/insights/<slug>).
// One route for the three keeps the route table, which every page's start-up code carries, short.

export function InsightsRoute() {
  const rest = useParams()['*'] ?? '';
  if (rest === '') return <InsightsPage />;
  const [first = '', second, ...more] = rest.split('/');
  if (more.length > 0 || first === '') return <NoSuchInsight />;
  if (second === undefined) return <ArticlePage slug={first} />;
  if (first === 'tag' && second) return <InsightsPage tag={second} />;
  if (first === 'author' && second) return <InsightsPage author={second} />;
  return <NoSuchInsight />;
}

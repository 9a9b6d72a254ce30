import { useParams } from 'react-router-dom';
import { COLLECTION_NAMES, COLLECTIONS } from '../../../contract/values/collections';
import { CollectionPage } from './CollectionPage';
import { NoSuchPage } from '../common/NoSuchPage';

/**
 * /staff/<name>: the editor of the collection whose editorPath it is (contract/values/collections.ts),
 * or no such page.
 */
export function CollectionRoute() {
  const path = `/staff/${useParams().collection}`;
  const collection = COLLECTION_NAMES.find((name) => COLLECTIONS[name].editorPath === path);
  if (!collection) return <NoSuchPage />;
  return <CollectionPage key={collection} collection={collection} />;
}

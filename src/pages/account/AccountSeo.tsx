import type { DocumentData } from '../../api/types';
import { Seo, type SeoProps } from '../../components/Seo';
import { useFacts } from '../../features/content/facts';
import { useDocument } from '../../features/content/useDocument';

/** An account page's title and description, from the `account` document. */
export function AccountSeo({
  page,
  ...props
}: { page: keyof DocumentData<'account'> } & Pick<SeoProps, 'path' | 'noIndex'>) {
  const entry = useDocument('account')?.[page];
  const fill = useFacts();
  return entry ? (
    <Seo title={entry.title} description={fill(entry.description)} {...props} />
  ) : null;
}

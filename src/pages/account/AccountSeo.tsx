import type { DocumentData } from '../../api/types';
import { Seo, type SeoProps } from '../../components/page/Seo';
import { useFill } from '../../features/content/useFill';
import { useDocument } from '../../features/content/useDocument';

/** An account page's title and description, from the `account` document. */
export function AccountSeo({
  page,
  ...props
}: { page: keyof DocumentData<'account'> } & Pick<SeoProps, 'path' | 'noIndex'>) {
  const entry = useDocument('account')?.[page];
  const fill = useFill();
  return entry ? (
    <Seo title={entry.title} description={fill(entry.description)} {...props} />
  ) : null;
}

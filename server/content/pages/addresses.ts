// Where a page staff build, or an article, may live (pages/service.ts, articles/service.ts): not
// at an address the site has already, each refusal a sentence for the address field. Taken: the site's own paths (the back
// office, the API, files, previews), a page of the site (a fixed one, or another page staff
// built), an old address the redirects answer (unless it leads to this page: renamed back).

import { oldAddressProblem, redirectKey } from '../../../contract/values/content/redirects';
import type { Redirects } from '../redirects';

export async function addressProblem(
  path: string,
  options: {
    /** This page's address as published, if it has one. */
    ownPath: string | null;
    /** Whether another page staff built has this address. */
    otherPage: boolean;
    /** What the other one is called: a page (default), an article. */
    what?: string;
    redirects: Pick<Redirects, 'resolve' | 'addressKind'>;
  },
): Promise<string | undefined> {
  const key = redirectKey(path);
  const own = options.ownPath !== null && redirectKey(options.ownPath) === key;
  if (oldAddressProblem(path)) return `${path} belongs to the site itself: choose another address.`;
  if (options.otherPage)
    return `Another ${options.what ?? 'page'} is at ${path}: choose another address.`;
  const redirect = options.redirects.resolve(path);
  if (redirect?.status === 410)
    return `${path} answers “gone” (see Redirects): choose another address, or remove that redirect.`;
  if (
    redirect &&
    !(options.ownPath && redirectKey(redirect.location) === redirectKey(options.ownPath))
  )
    return `${path} is an old address redirected to ${redirect.location} (see Redirects): choose another address.`;
  if (own) return undefined;
  const kind = await options.redirects.addressKind(path);
  if (kind === 'reserved') return `${path} belongs to the site itself: choose another address.`;
  if (kind === 'page') return `${path} is a page of the site already: choose another address.`;
  return undefined;
}

import { PATHS } from '../../config/paths';
import { Seo } from '../../components/page/Seo';
import { useDocument } from '../../features/content/useDocument';
import { useFill } from '../../features/content/useFill';
import { PostList } from './PostList';

/** The careers index and /careers/jobs: the open positions, at the address its route gives. */
export function JobsPage({ path }: { path: typeof PATHS.careers | typeof PATHS.careersJobs }) {
  const careers = useDocument('careers');
  const fill = useFill();
  if (!careers) return null;
  const seo = path === PATHS.careers ? careers.seo : careers.jobsSeo;
  return (
    <>
      <Seo title={seo.title} description={fill(seo.description)} path={path} />
      <PostList type="job" careers={careers} onFailure="retry" />
    </>
  );
}

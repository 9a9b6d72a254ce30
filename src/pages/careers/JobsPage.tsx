import { PATHS } from '../../config/paths';
import { Seo } from '../../components/Seo';
import { careersSeo } from '../../content/seo/careers';
import { jobsPage } from '../../content/careers';
import { PostList } from './PostList';

/** The careers index and /careers/jobs: the open positions, at the address its route gives. */
export function JobsPage({ path }: { path: typeof PATHS.careers | typeof PATHS.careersJobs }) {
  return (
    <>
      <Seo {...careersSeo[path]} path={path} />
      <PostList type="job" copy={jobsPage} onFailure="retry" />
    </>
  );
}

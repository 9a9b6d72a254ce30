import { PATHS } from '../../config/paths';
import { Seo } from '../../components/Seo';
import { careersSeo } from '../../content/seo/careers';
import { internshipsPage } from '../../content/careers';
import { useCareersListeners } from '../../features/careers/careersEffects';
import { PostList } from './PostList';

/** The internships; a failed fetch is logged and reads as an empty list (docs/product.md §8). */
export function InternshipsPage() {
  const path = PATHS.careersInternships;
  useCareersListeners();
  return (
    <>
      <Seo {...careersSeo[path]} path={path} />
      <PostList type="internship" copy={internshipsPage} onFailure="empty" />
    </>
  );
}

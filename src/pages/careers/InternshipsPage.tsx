import { PATHS } from '../../config/paths';
import { Seo } from '../../components/page/Seo';
import { useCareersListeners } from '../../features/careers/careersEffects';
import { useDocument } from '../../features/content/useDocument';
import { useFill } from '../../features/content/useFill';
import { PostList } from './PostList';

/** The internships; a failed fetch is logged and reads as an empty list (docs/product.md §8). */
export function InternshipsPage() {
  const path = PATHS.careersInternships;
  useCareersListeners();
  const careers = useDocument('careers');
  const fill = useFill();
  if (!careers) return null;
  const seo = careers.internshipsSeo;
  return (
    <>
      <Seo title={seo.title} description={fill(seo.description)} path={path} />
      <PostList type="internship" careers={careers} onFailure="empty" />
    </>
  );
}

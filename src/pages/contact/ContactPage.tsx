import { PATHS } from '../../config/paths';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { useFill } from '../../features/content/useFill';
import { useDocument } from '../../features/content/useDocument';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from '../../components/blocks/forms/ContactForm';
import styles from './Contact.module.css';

export default function ContactPage() {
  const page = useDocument('contact');
  const company = useDocument('company');
  const fill = useFill();
  if (!page || !company) return null;
  return (
    <>
      <Seo title={page.seo.title} description={fill(page.seo.description)} path={PATHS.contact} />
      <PageHeader title={page.heading} eyebrow={page.eyebrow} intro={page.intro} />
      <div className={`container ${styles.layout}`}>
        <ContactForm words={page.form} supportEmail={company.supportEmail} />
        <ContactDetails page={page} company={company} />
      </div>
    </>
  );
}

import { PATHS } from '../../config/paths';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { contactCopy } from '../../content/contact';
import { contactSeo } from '../../content/seo/contact';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import styles from './Contact.module.css';

export default function ContactPage() {
  const entry = contactSeo[PATHS.contact];
  return (
    <>
      <Seo title={entry.title} description={entry.description} path={PATHS.contact} />
      <PageHeader
        title={contactCopy.title}
        eyebrow={contactCopy.eyebrow}
        intro={contactCopy.intro}
      />
      <div className={`container ${styles.layout}`}>
        <ContactForm />
        <ContactDetails />
      </div>
    </>
  );
}

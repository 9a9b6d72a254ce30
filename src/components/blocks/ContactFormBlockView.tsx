import type { BlockOf } from '../../../contract/blocks';
import { useDocument } from '../../features/content/useDocument';
import { ContactForm } from './forms/ContactForm';
import band from './Band.module.css';
import styles from './ContactFormBlockView.module.css';

/**
 * The contact page's form, with its words. Before the app runs (or without JavaScript) it posts
 * to the contact page, which answers; once the app runs, it sends the message itself.
 */
export function ContactFormBlockView({ block }: { block: BlockOf<'contactForm'> }) {
  const page = useDocument('contact');
  const company = useDocument('company');
  if (!page || !company) return null;
  return (
    <div id={block.id} className={`container ${band.band} ${styles.narrow}`}>
      <ContactForm words={page.form} supportEmail={company.supportEmail} />
    </div>
  );
}

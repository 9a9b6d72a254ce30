import { SUBSCRIBE_HEADING } from '../../contract/values/forms/subscribe-form';
import { SubscribeForm } from '../components/forms/SubscribeForm';
import { Link } from '../components/links/Link';
import type { CompanyFactsData, DocumentData } from '../api/types';
import { mailtoHref } from '../lib/mailto';
import styles from './Footer.module.css';

export interface FooterProps {
  /** The footer's words and links (the `site` document). */
  copy: DocumentData<'site'>['footer'];
  company: CompanyFactsData;
}

export function Footer({ copy, company }: FooterProps) {
  const { street, city, postcode, country } = company.address;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {copy.contactHeading}
          </h2>
          {copy.contactBlurb && <p>{copy.contactBlurb}</p>}
          <address className={styles.contact}>
            <p>{`${street}, ${city} ${postcode}, ${country}`}</p>
            <p>
              <a href={mailtoHref(company.supportEmail)}>{company.supportEmail}</a>
            </p>
            <p>
              <a href={company.phone.href}>{company.phone.display}</a>
            </p>
            <p>{company.hours.summary}</p>
          </address>
        </section>
        {copy.groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className={styles.heading}>{group.title}</h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-subscribe">
          <h2 id="footer-subscribe" className={styles.heading}>
            {SUBSCRIBE_HEADING}
          </h2>
          <SubscribeForm id="footer-subscribe-email" source="footer" look="footer" />
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {new Date().getFullYear()} {company.legalName} All rights reserved. Established{' '}
          {company.established}.
        </p>
        <ul className={styles.social} aria-label={copy.socialHeading}>
          {company.social.map((s) => (
            <li key={s.name}>
              <a
                href={s.href}
                rel="noopener noreferrer"
                target="_blank"
                aria-label={`${company.name} on ${s.name} (opens in a new tab)`}
              >
                {s.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}

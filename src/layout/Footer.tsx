import { Link } from 'react-router-dom';
import {
  copyrightLine,
  establishedLine,
  footerContact,
  footerGroups,
  footerSocial,
} from '../content/footer';
import { company, formatAddress } from '../../contract/company';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {footerContact.heading}
          </h2>
          <p>{footerContact.blurb}</p>
          <address className={styles.contact}>
            <p>{formatAddress()}</p>
            <p>
              <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
            </p>
            <p>
              <a href={company.phone.href}>{company.phone.display}</a>
            </p>
            <p>{company.hours.summary}</p>
          </address>
        </section>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className={styles.heading}>{group.title}</h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          {copyrightLine()} {establishedLine(company.established)}
        </p>
        <ul className={styles.social} aria-label={footerSocial.heading}>
          {footerSocial.links.map((s) => (
            <li key={s.name}>
              <a
                href={s.href}
                rel="noopener noreferrer"
                target="_blank"
                aria-label={footerSocial.linkLabel(s.name)}
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

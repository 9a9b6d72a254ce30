import { Link } from 'react-router-dom';
import { footerGroups } from '../content/footer';
import { company, formatAddress } from '../content/company';
import styles from './Footer.module.css';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact us
          </h2>
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
          © {year} {company.legalName}. Established {company.established}.
        </p>
        <ul className={styles.social} aria-label="Social networks">
          {company.social.map((s) => (
            <li key={s.name}>
              <a href={s.href} rel="noopener noreferrer" target="_blank">
                {s.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}

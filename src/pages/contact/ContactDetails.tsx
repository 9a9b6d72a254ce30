import { useDocument } from '../../features/content/useDocument';
import { contactCopy, officeMap } from '../../content/contact';
import styles from './Contact.module.css';

/** The office address, support email, phone, business hours and the map. */
export function ContactDetails() {
  // The company's facts as published: every page carries them (the layout shows them too).
  const company = useDocument('company');
  if (!company) return null;
  const { address } = company;
  return (
    <aside className={styles.details} aria-labelledby="contact-details-title">
      <div className={styles.detailsCard}>
        <h2 id="contact-details-title">{contactCopy.detailsTitle}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>{contactCopy.addressLabel}</dt>
            <dd>
              <address>
                {company.legalName}
                <br />
                {address.street}
                <br />
                {address.city}, {address.region} {address.postcode}
                <br />
                {address.country}
              </address>
            </dd>
          </div>
          <div>
            <dt>{contactCopy.emailLabel}</dt>
            <dd>
              <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
            </dd>
          </div>
          <div>
            <dt>{contactCopy.phoneLabel}</dt>
            <dd>
              <a href={company.phone.href}>{company.phone.display}</a>
            </dd>
          </div>
          <div>
            <dt>{contactCopy.hoursLabel}</dt>
            <dd>{company.hours.summary}</dd>
          </div>
        </dl>
      </div>
      <section className={styles.map} aria-labelledby="contact-map-title">
        <h2 id="contact-map-title" className={styles.mapTitle}>
          {contactCopy.mapTitle}
        </h2>
        <iframe
          className={styles.mapFrame}
          title={officeMap.title}
          src={officeMap.embedUrl}
          width={600}
          height={400}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
        <a href={officeMap.linkUrl} target="_blank" rel="noopener noreferrer">
          {contactCopy.mapLink}
        </a>
      </section>
    </aside>
  );
}

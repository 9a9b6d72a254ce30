import type { CompanyFactsData, DocumentData } from '../../api/types';
import { companyValues, fillIn } from '../../../contract/values/content/fill-in';
import { mailtoHref } from '../../lib/mailto';
import styles from './Contact.module.css';

/**
 * The office on a map, from the company facts' location. The embedded map's origin is allowed as
 * a frame source by the server's Content-Security-Policy (server/security/headers.ts).
 */
const officeMap = ({ latitude: lat, longitude: lon }: CompanyFactsData['geo']) => {
  const bbox = [lon - 0.008, lat - 0.004, lon + 0.008, lat + 0.004].map((n) => n.toFixed(4));
  const at = [lat.toFixed(4), lon.toFixed(4)];
  return {
    embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox.join('%2C')}&layer=mapnik&marker=${at.join('%2C')}`,
    linkUrl: `https://www.openstreetmap.org/?mlat=${at[0]}&mlon=${at[1]}#map=17/${at.join('/')}`,
  };
};

/** The office address, support email, phone, business hours and the map. */
export function ContactDetails({
  page,
  company,
}: {
  page: DocumentData<'contact'>;
  company: CompanyFactsData;
}) {
  const { address } = company;
  const { details } = page;
  const map = officeMap(company.geo);
  return (
    <aside className={styles.details} aria-labelledby="contact-details-title">
      <div className={styles.detailsCard}>
        <h2 id="contact-details-title">{details.heading}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>{details.address}</dt>
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
            <dt>{details.email}</dt>
            <dd>
              <a href={mailtoHref(company.supportEmail)}>{company.supportEmail}</a>
            </dd>
          </div>
          <div>
            <dt>{details.phone}</dt>
            <dd>
              <a href={company.phone.href}>{company.phone.display}</a>
            </dd>
          </div>
          <div>
            <dt>{details.hours}</dt>
            <dd>{company.hours.summary}</dd>
          </div>
        </dl>
      </div>
      <section className={styles.map} aria-labelledby="contact-map-title">
        <h2 id="contact-map-title" className={styles.mapTitle}>
          {page.map.heading}
        </h2>
        <iframe
          className={styles.mapFrame}
          title={fillIn(page.map.name, companyValues(company))}
          src={map.embedUrl}
          width={600}
          height={400}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
        <a href={map.linkUrl} target="_blank" rel="noopener noreferrer">
          {page.map.link}
        </a>
      </section>
    </aside>
  );
}

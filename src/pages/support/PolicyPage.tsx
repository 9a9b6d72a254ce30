import { PATHS } from '../../config/paths';
import { Seo } from '../../components/Seo';
import { supportSeo } from '../../content/seo/support';
import {
  policyLabels,
  privacyPolicy,
  sectionAnchor,
  termsOfService,
  type PolicyDocument,
} from '../../content/legal';
import { formatPolicyDate } from '../../lib/dates';
import { SupportHeader } from './SupportHeader';
import styles from './Support.module.css';

/** A policy: its date, a table of contents linking to each section, and the text at ~70ch. */
function Policy({ doc }: { doc: PolicyDocument }) {
  return (
    <>
      <SupportHeader
        title={doc.title}
        intro={
          <>
            {policyLabels.updated}:{' '}
            <time dateTime={doc.updated}>{formatPolicyDate(doc.updated)}</time>
          </>
        }
      />
      <div className={`container ${styles.body} ${styles.policy}`}>
        <nav className={styles.toc} aria-labelledby="policy-contents">
          <h2 id="policy-contents" className={styles.smallHeading}>
            {policyLabels.contents}
          </h2>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${sectionAnchor(section.heading)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.prose}>
          <p className={styles.lead}>{doc.intro}</p>
          {doc.sections.map((section) => {
            const id = sectionAnchor(section.heading);
            return (
              <section key={id} id={id} aria-labelledby={`${id}-title`}>
                <h2 id={`${id}-title`}>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 32)}>{paragraph}</p>
                ))}
              </section>
            );
          })}
        </article>
      </div>
    </>
  );
}

/** The privacy policy or the terms of service, as its route gives. */
export function PolicyPage({ path }: { path: typeof PATHS.privacy | typeof PATHS.terms }) {
  return (
    <>
      <Seo {...supportSeo[path]} path={path} />
      <Policy doc={path === PATHS.privacy ? privacyPolicy : termsOfService} />
    </>
  );
}

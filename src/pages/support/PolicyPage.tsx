import { PATHS } from '../../config/paths';
import type { DocumentData } from '../../api/types';
import { Seo } from '../../components/page/Seo';
import { useFill } from '../../features/content/useFill';
import { useDocument } from '../../features/content/useDocument';
import { formatPolicyDate } from '../../lib/dates';
import { SupportHeader } from './SupportHeader';
import styles from './Support.module.css';

type Legal = DocumentData<'legal'>;

/** A section heading's anchor: 'Who we share it with' → 'who-we-share-it-with'. */
const sectionAnchor = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type Section = Legal['privacy']['sections'][number];

/**
 * A policy: its date, a table of contents linking to each section, and the text at ~70ch. `more`
 * are sections from other documents, after the policy's own (the privacy policy's measurement).
 */
function Policy({
  doc,
  labels,
  more = [],
}: {
  doc: Legal['privacy'];
  labels: Legal['labels'];
  more?: readonly Section[];
}) {
  const fill = useFill();
  const sections = [...doc.sections, ...more];
  return (
    <div className={`container ${styles.body} ${styles.policy}`}>
      <nav className={styles.toc} aria-labelledby="policy-contents">
        <h2 id="policy-contents" className={styles.smallHeading}>
          {labels.contents}
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section.heading}>
              <a href={`#${sectionAnchor(section.heading)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={styles.prose}>
        <p className={styles.lead}>{fill(doc.intro)}</p>
        {sections.map((section) => {
          const id = sectionAnchor(section.heading);
          return (
            <section key={id} id={id} aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`}>{section.heading}</h2>
              {section.paragraphs.map((paragraph, i) => (
                <p key={i}>{fill(paragraph)}</p>
              ))}
            </section>
          );
        })}
      </article>
    </div>
  );
}

/** The privacy policy, ending with how visits are measured (its own document: `measurement`). */
function PrivacyPolicy({ doc, labels }: { doc: Legal['privacy']; labels: Legal['labels'] }) {
  const measurement = useDocument('measurement');
  return <Policy doc={doc} labels={labels} more={measurement ? [measurement] : []} />;
}

/** The privacy policy or the terms of service, as its route gives. */
export function PolicyPage({ path }: { path: typeof PATHS.privacy | typeof PATHS.terms }) {
  const support = useDocument('support');
  const legal = useDocument('legal');
  const fill = useFill();
  if (!support || !legal) return null;
  const doc = path === PATHS.privacy ? legal.privacy : legal.terms;
  return (
    <>
      <Seo title={doc.seo.title} description={fill(doc.seo.description)} path={path} />
      <SupportHeader
        support={support}
        title={doc.title}
        intro={
          <>
            {legal.labels.updated}:{' '}
            <time dateTime={doc.updated}>{formatPolicyDate(doc.updated)}</time>
          </>
        }
      />
      {path === PATHS.privacy ? (
        <PrivacyPolicy doc={doc} labels={legal.labels} />
      ) : (
        <Policy doc={doc} labels={legal.labels} />
      )}
    </>
  );
}

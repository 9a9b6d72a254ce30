import { useParams } from 'react-router-dom';
import { useCertificateQuery } from '../../api/api';
import { Button } from '../../components/forms/Button';
import { LoadingText } from '../../components/LoadingText';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { certificatePath } from '../../config/paths';
import { useDocument } from '../../features/content/useDocument';
import { useFill } from '../../features/content/useFill';
import { formatPolicyDate } from '../../lib/dates';
import styles from './Certificate.module.css';

// A completed course's certificate (/certificates/<code>; docs/product.md §10.18): the member's
// name, the course and the date, nothing else, for the member to print and for anyone given the
// address to check. The server renders it with the certificate (server/site/live-routes.ts) and
// answers 404 for an unknown code; it is never indexed. The words are the `enrolment` document's.

export function CertificatePage() {
  const code = useParams().code ?? '';
  const words = useDocument('enrolment')?.certificate;
  const fill = useFill();
  const { data, isError, isLoading } = useCertificateQuery(code);
  if (!words) return null;
  const seo = (
    <Seo
      title={words.seo.title}
      description={fill(words.seo.description)}
      path={certificatePath(code)}
      noIndex
    />
  );
  if (isError)
    return (
      <>
        {seo}
        <PageHeader title={words.notFoundHeading} intro={words.notFound} />
      </>
    );
  if (isLoading || !data)
    return (
      <>
        {seo}
        <LoadingText />
      </>
    );
  return (
    <>
      {seo}
      <div className={`container ${styles.page}`}>
        <article className={styles.certificate} aria-labelledby="certificate-title">
          <p className={styles.eyebrow}>{words.eyebrow}</p>
          <h1 id="certificate-title" className={styles.title}>
            {words.heading}
          </h1>
          <p className={styles.line}>{words.certifies}</p>
          <p className={styles.name}>{data.name}</p>
          <p className={styles.line}>{words.completed}</p>
          <p className={styles.course}>{data.course}</p>
          <p className={styles.line}>
            {words.on} <time dateTime={data.completedOn}>{formatPolicyDate(data.completedOn)}</time>
          </p>
        </article>
        <p className={styles.note}>{words.verified}</p>
        <Button className={styles.noPrint} variant="secondary" onClick={() => window.print()}>
          {words.print}
        </Button>
      </div>
    </>
  );
}

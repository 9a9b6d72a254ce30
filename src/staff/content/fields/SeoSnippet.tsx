// The search-result preview of a group holding a page's search-engine fields (contract/
// content-fields.ts, SeoFields): the title, the address and the description as a search engine
// shows them (the company's facts it names filled in, at the site's address as published), cut
// where it would cut them.

import { useContext } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { SiteIdentity } from '../../../components/page/SiteIdentity';
import { PATHS } from '../../../config/paths';
import { documentCopy } from '../documentCopy';
import { type FieldSchema, kindOf, maxLengthOf } from '../documentSchema';
import { useFill } from '../../../features/content/useFill';
import { selectDocumentEditor } from '../documentSlice';
import styles from '../Content.module.css';
import parts from './Fields.module.css';

/** The length a search engine shows: the field's limit (60 for titles, 160 for descriptions). */
export const seoLimit = (schema: FieldSchema): number =>
  maxLengthOf(schema) ?? (kindOf(schema) === 'seoTitle' ? 60 : 160);

const cut = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text;

/** The page's address: the path named like the document, else the home page. */
const addressOf = (siteUrl: string, key: string): string => {
  const path = (PATHS as Record<string, string>)[key] ?? PATHS.home;
  return `${siteUrl}${path === '/' ? '' : path}`;
};

export function SeoSnippet({
  schema,
  value,
}: {
  schema: FieldSchema;
  value: Record<string, unknown>;
}) {
  const documentKey = useAppSelector(selectDocumentEditor)?.key ?? 'home';
  const { siteUrl, name } = useContext(SiteIdentity);
  const fill = useFill();
  const fields = Object.entries(schema.properties ?? {});
  const textOf = (kind: string) => {
    const found = fields.find(([, field]) => kindOf(field) === kind);
    if (!found) return { text: '', limit: 0 };
    const raw = value[found[0]];
    return { text: typeof raw === 'string' ? fill(raw) : '', limit: seoLimit(found[1]) };
  };
  const own = textOf('seoTitle');
  // As the page's <title> says it (components/page/Seo.tsx): the company's name follows.
  const title = {
    ...own,
    text: own.text && !own.text.includes(name) ? `${own.text} | ${name}` : own.text,
  };
  const description = textOf('seoDescription');
  return (
    <figure className={parts.snippet}>
      <figcaption className={styles.hint}>{documentCopy.snippetLabel}</figcaption>
      <p className={parts.snippetUrl}>{addressOf(siteUrl, documentKey)}</p>
      <p className={parts.snippetTitle}>{cut(title.text, title.limit)}</p>
      <p className={parts.snippetText}>{cut(description.text, description.limit)}</p>
    </figure>
  );
}

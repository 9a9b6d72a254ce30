// The one Atom 1.0 writer (RFC 4287) of the site's feeds: the case studies'
// (case-study-feed.ts) and the insights' (insights-feeds.ts). A feed is its title, its addresses,
// when it last changed, who writes it and its entries, newest first, as its caller lists them;
// every text and address is escaped here, so no caller writes XML.

/** Text for XML content and attribute values. */
const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A person or organisation, as a feed or an entry names its author. */
export interface AtomPerson {
  name: string;
  uri: string;
}

export interface AtomEntry {
  title: string;
  /** The entry's page, absolute: also its id. */
  url: string;
  /** Atom dates (RFC 3339). */
  published: string;
  updated: string;
  summary: string;
  categories: readonly { term: string; label: string }[];
  /** When the entry's author is not the feed's. */
  author?: AtomPerson;
}

export interface AtomFeed {
  title: string;
  subtitle: string;
  /** The list's page, absolute: also the feed's id. */
  htmlUrl: string;
  /** The feed's own address, absolute. */
  selfUrl: string;
  /** When it last changed (RFC 3339). */
  updated: string;
  author: AtomPerson;
  entries: readonly AtomEntry[];
}

const person = (tag: string, { name, uri }: AtomPerson) =>
  `<${tag}><name>${escapeXml(name)}</name><uri>${escapeXml(uri)}</uri></${tag}>`;

function entryXml(entry: AtomEntry): string {
  const href = escapeXml(entry.url);
  const categories = entry.categories.map(
    ({ term, label }) => `    <category term="${escapeXml(term)}" label="${escapeXml(label)}"/>\n`,
  );
  return (
    '  <entry>\n' +
    `    <title>${escapeXml(entry.title)}</title>\n` +
    `    <id>${href}</id>\n` +
    `    <link rel="alternate" type="text/html" href="${href}"/>\n` +
    `    <published>${escapeXml(entry.published)}</published>\n` +
    `    <updated>${escapeXml(entry.updated)}</updated>\n` +
    (entry.author ? `    ${person('author', entry.author)}\n` : '') +
    `    <summary>${escapeXml(entry.summary)}</summary>\n` +
    categories.join('') +
    '  </entry>\n'
  );
}

/** The feed as an XML document. */
export const atomFeed = (feed: AtomFeed): string =>
  '<?xml version="1.0" encoding="utf-8"?>\n' +
  '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">\n' +
  `  <title>${escapeXml(feed.title)}</title>\n` +
  `  <subtitle>${escapeXml(feed.subtitle)}</subtitle>\n` +
  `  <id>${escapeXml(feed.htmlUrl)}</id>\n` +
  `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>\n` +
  `  <link rel="alternate" type="text/html" href="${escapeXml(feed.htmlUrl)}"/>\n` +
  `  <updated>${escapeXml(feed.updated)}</updated>\n` +
  `  ${person('author', feed.author)}\n` +
  feed.entries.map(entryXml).join('') +
  '</feed>\n';

/** The answer of a feed: Atom, read again at each request (what is published now). */
export const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

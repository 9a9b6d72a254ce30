// How every instance hears that content changed: a publish (of a document), a change that may
// touch any document (an image's focal point or description) or a change of the redirects is
// announced on one channel, and each instance reads what it names again (content/published.ts,
// content/redirects.ts).

/** The channel on which PostgreSQL tells every instance of a publish (payload: the key). */
export const PUBLISH_CHANNEL = 'site_content';
/** The payload that means any document may have changed (read them all again). */
export const ALL_DOCUMENTS = '*';
/** The payload that means the redirects changed (content/redirects.ts reads them again). */
export const REDIRECTS_CHANGED = 'redirects';

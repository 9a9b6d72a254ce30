// The article the benchmark measures (scripts/bench-web.mjs): an admin of the benchmark's server
// writes and publishes one, with an image, tags and a body of rich text, through the staff API
// (a new article, its document's draft and publish), so that /insights lists it and its page
// exists. Answers its address.

import { adminToken } from './publish.mjs';

const TITLE = 'Moving a monolith without stopping it';
/** Its address, as the server makes it from the title. */
export const ARTICLE_PATH = '/insights/moving-a-monolith-without-stopping-it';

const paragraph = (text) => ({ type: 'paragraph', children: [{ type: 'text', text }] });

export async function publishArticle({ origin, dataDir }) {
  const token = await adminToken(origin, dataDir);
  const staff = async (route, method = 'GET', body) => {
    const answer = await fetch(`${origin}/api/staff/${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (answer.status >= 300) throw new Error(`${method} ${route}: ${answer.status}`);
    return answer.json();
  };
  const { key } = await staff('articles', 'POST', { title: TITLE });
  const now = await staff(`documents/${key}`);
  const words =
    'We move one service at a time, measure what changed, and keep the old one running.';
  const draft = await staff(`documents/${key}/draft`, 'PUT', {
    revision: now.revision,
    data: {
      ...now.draft,
      summary: 'How we split a ten-year-old system into services without a day of downtime.',
      tags: ['Architecture', 'Cloud'],
      image: { url: '/images/story.svg', alt: 'Two colleagues at a desk', width: 480, height: 360 },
      body: [
        {
          type: 'richText',
          id: 'seams',
          heading: 'Start with the seams',
          body: {
            root: { type: 'root', children: Array.from({ length: 8 }, () => paragraph(words)) },
          },
        },
      ],
    },
  });
  await staff(`documents/${key}/publish`, 'POST', { revision: draft.revision });
  return ARTICLE_PATH;
}

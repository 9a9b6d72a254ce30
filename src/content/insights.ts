// The words of the insights' pages (/insights, a tag's and an author's list, an article): the
// articles' own words are theirs (their documents); these frame them. Only the insights chunk
// imports this module.

/** What follows an author's name: their role, when they gave one. */
const roleSuffix = (role: string) => (role ? `, ${role}` : '');

export const insightsCopy = {
  title: 'Insights',
  intro:
    'What our engineers and designers have learned building software: notes, guides and opinions.',
  description:
    'Articles from our team on software development, design and running IT: what we learned and how we work.',
  eyebrow: 'Insights',
  tagTitle: (name: string) => `Insights: ${name}`,
  tagIntro: (name: string) => `Articles tagged “${name}”, newest first.`,
  tagDescription: (name: string) =>
    `Our articles about ${name}, newest first: notes, guides and opinions.`,
  roleSuffix,
  authorDescription: (name: string, role: string) =>
    `Articles by ${name}${roleSuffix(role)}, newest first: notes, guides and opinions from our team.`,
  authorArticles: (name: string) => `Articles by ${name}`,
  pageSuffix: (page: number) => ` (page ${page})`,
  empty: 'No articles are published yet.',
  loading: 'Loading the articles…',
  readMore: 'Read the article',
  feed: (title: string) => `${title}: Atom feed`,
  feedLink: 'Follow by feed (Atom)',
  pager: { label: 'Pages of articles', newer: 'Newer articles', older: 'Older articles' },
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  by: 'By',
  published: 'Published',
  updated: 'Updated',
  minutes: (n: number) => `${n} min read`,
  tags: 'Tags',
  related: 'Related articles',
  subscribe: 'Get new articles by email',
  back: 'All insights',
  aboutAuthor: (name: string) => `About ${name}`,
  notFound: {
    heading: 'No such page of insights',
    text: 'There is no article, tag, author or page of articles at this address. It may have been moved or taken down.',
  },
};

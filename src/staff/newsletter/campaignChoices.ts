// What a campaign may send and to whom, as its form offers them: the published articles (GET
// /api/staff/articles) by title, and the topics, which are the tags of the published articles,
// each by its slug (the subscribers' preferences name the same: contract/values/content/
// articles.ts, tagSlug).

import { useMemo } from 'react';
import type { StaffArticle } from '../../../contract/api/staff-articles';
import { tagSlug } from '../../../contract/values/content/articles';
import { staffApi } from '../../api/staffApi';

const choicesApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    campaignArticles: build.query<StaffArticle[], void>({ query: () => '/api/staff/articles' }),
  }),
});

export interface CampaignChoices {
  articles: { id: number; title: string }[];
  topics: { slug: string; name: string }[];
  loading: boolean;
}

export function useCampaignChoices(): CampaignChoices {
  const { data, isLoading } = choicesApi.useCampaignArticlesQuery();
  return useMemo(() => {
    const published = (data ?? []).filter((a) => a.path !== null);
    const topics = new Map<string, string>();
    for (const article of published)
      for (const tag of article.tags) if (!topics.has(tagSlug(tag))) topics.set(tagSlug(tag), tag);
    return {
      articles: published.map(({ id, title }) => ({ id, title })),
      topics: [...topics]
        .map(([slug, name]) => ({ slug, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      loading: isLoading,
    };
  }, [data, isLoading]);
}

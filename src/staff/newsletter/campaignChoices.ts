// What a campaign may send and to whom, as its form offers them: the published articles by
// title, and the topics (the tags of the published articles, each by its slug). The articles'
// back-office API is not part of this build yet: the form offers the note and "everyone" only,
// and says so.

export interface CampaignChoices {
  articles: { id: number; title: string }[];
  topics: { slug: string; name: string }[];
  loading: boolean;
}

const NONE: CampaignChoices = { articles: [], topics: [], loading: false };

export const useCampaignChoices = (): CampaignChoices => NONE;

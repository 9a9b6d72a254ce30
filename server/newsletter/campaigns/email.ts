// A campaign's email (docs/product.md, "Campaigns"): the article (its title linking to it on the
// site, its summary, the texts of its blocks, a link to read it there) or the note, then the
// footer: why the reader gets it, and the one link to their preferences and to unsubscribe. Made
// once when sending starts and frozen (the article changing meanwhile changes nobody's email);
// each recipient's copy only puts their own link where UNSUBSCRIBE stands. Everything is escaped
// (mail/render.ts, mail/rich-text.ts), links are absolute, and there is no tracking: no pixel,
// no rewritten link.

import type { Block } from '../../../contract/blocks';
import type { CampaignAudience } from '../../../contract/api/campaigns';
import { company } from '../../../contract/values/company';
import { escapeHtml, plain, type RenderedEmail } from '../../mail/render';
import { richTextEmail } from '../../mail/rich-text';
import { blocksEmail } from '../../mail/rich-text';
import type { FrozenEmail } from './types';

/** Stands for a recipient's unsubscribe link in a frozen email. */
const UNSUBSCRIBE = '{{unsubscribe}}';

/** A published article, as a campaign sends it. */
export interface CampaignArticle {
  title: string;
  summary: string;
  /** Its address on the site (`/insights/<slug>`). */
  path: string;
  body: readonly Block[];
}

/** What the campaign sends, read when the email is made. */
export type Sent = { kind: 'article'; article: CampaignArticle } | { kind: 'note'; body: unknown };

const BODY_STYLE =
  'max-width:600px;margin:0 auto;padding:24px;background:#ffffff;color:#1f2328;' +
  'font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.55';
const FOOTER_STYLE =
  'margin-top:32px;border-top:1px solid #d0d7de;padding-top:12px;font-size:13px;color:#57606a';

/** Why the reader gets it: the footer's first sentence. */
const reason = (audience: CampaignAudience) =>
  'topic' in audience
    ? `You receive this email because you subscribed to ${company.name}’s insights on “${audience.topic}” (or on every topic).`
    : `You receive this email because you subscribed to ${company.name}’s insights.`;

/** The email as every recipient gets it, their link left as UNSUBSCRIBE. */
export function campaignEmail(
  subject: string,
  sent: Sent,
  audience: CampaignAudience,
  siteUrl: string,
): FrozenEmail {
  const html: string[] = [];
  const text: string[] = [];
  if (sent.kind === 'article') {
    const { article } = sent;
    const href = `${siteUrl}${article.path}`;
    const body = blocksEmail(article.body, siteUrl);
    html.push(
      `<h1 style="font-size:26px;line-height:1.25;margin:0 0 8px"><a href="${escapeHtml(href)}" style="color:#1f2328">${escapeHtml(plain(article.title))}</a></h1>`,
      `<p style="font-size:18px;color:#57606a;margin:0 0 16px">${escapeHtml(plain(article.summary))}</p>`,
      body.html,
      `<p><a href="${escapeHtml(href)}">Read it on our site</a></p>`,
    );
    text.push(
      plain(article.title).toUpperCase(),
      plain(article.summary),
      body.text,
      `Read it on our site: ${href}`,
    );
  } else {
    const body = richTextEmail(sent.body, siteUrl);
    html.push(body.html);
    text.push(body.text);
  }
  const why = reason(audience);
  html.push(
    `<div style="${FOOTER_STYLE}"><p>${escapeHtml(why)}</p>` +
      `<p><a href="${UNSUBSCRIBE}">Change your topics or unsubscribe</a> (one click, no login).</p>` +
      `<p>${escapeHtml(company.name)}, ${escapeHtml(siteUrl)}</p></div>`,
  );
  text.push(
    '--',
    why,
    `Change your topics or unsubscribe (one click, no login):\n${UNSUBSCRIBE}`,
    `${company.name}, ${siteUrl}`,
  );
  const cleanSubject = plain(subject).replace(/\s+/g, ' ').trim();
  return {
    subject: cleanSubject,
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${escapeHtml(cleanSubject)}</title></head>` +
      `<body style="margin:0;padding:16px 0;background:#f6f8fa"><div style="${BODY_STYLE}">\n` +
      `${html.filter(Boolean).join('\n')}\n</div></body></html>\n`,
    text: `${text.filter(Boolean).join('\n\n')}\n`,
  };
}

/** One recipient's copy: their unsubscribe link where UNSUBSCRIBE stands. */
export const forRecipient = (email: FrozenEmail, unsubscribeUrl: string): RenderedEmail => ({
  subject: email.subject,
  html: email.html.split(UNSUBSCRIBE).join(escapeHtml(unsubscribeUrl)),
  text: email.text.split(UNSUBSCRIBE).join(unsubscribeUrl),
});

// What a content document's draft must pass besides its schema (routes/staff-documents.ts): every
// fact it names exists (contract/values/content/facts.ts), every rich text keeps its rules (links only to
// the site's public pages, the web, mailto: or tel:; its size: contract/values/content/rich-text.ts), and, to be published, no fact another published
// document names is lost by it and every image it shows has its alternative text (the media
// library's, for an upload: focal-points.ts). Each refusal is a 400 naming the field, as
// `data.<path>`, so the editor shows it there.

import { DOCUMENTS } from '../../contract/documents';
import {
  factLostMessage,
  factsWithDraft,
  factValues,
  unknownFactMessage,
  unknownFacts,
} from '../../contract/values/content/facts';
import { richTextProblems } from '../../contract/values/content/rich-text';
import { HttpError } from '../platform/errors';
import { undescribedImage } from './focal-points';
import type { PublishedDocuments } from './published';
import type { MediaRepository } from '../db/staff-types';

/** Why a publish is refused while an image the draft shows has no alternative text. */
const UNDESCRIBED =
  'This image has no alternative text yet: describe it ("About this image") before publishing.';

type Facts = Pick<PublishedDocuments, 'facts' | 'factLostBy'>;

/**
 * A draft naming a fact that does not exist (a typo, a tier since removed), or with a rich text
 * its rules refuse (a javascript: link, say): 400 at its field.
 */
export function refuseBadDraft(published: Facts, key: string, data: unknown): void {
  const [rich] = richTextProblems(data);
  if (rich) throw new HttpError(400, rich.message, {}, ['data', ...rich.path].join('.'));
  const values = factValues(factsWithDraft(published.facts(), key, data));
  const [unknown] = unknownFacts(data, values);
  if (unknown) {
    const field = ['data', ...unknown.path].join('.');
    throw new HttpError(400, unknownFactMessage(unknown.name), {}, field);
  }
}

/** A draft that may not be published as it is: 400 with the reason, at its field when it has one. */
export async function refuseUnpublishable(
  deps: { published: Facts; media: MediaRepository },
  key: string,
  draft: unknown,
): Promise<void> {
  refuseBadDraft(deps.published, key, draft);
  // A page staff build is the source of no fact: none is lost by it.
  const lost = key in DOCUMENTS ? deps.published.factLostBy({ [key]: draft }) : undefined;
  if (lost) throw new HttpError(400, factLostMessage(DOCUMENTS[lost.key].title, lost.name));
  const image = await undescribedImage(deps.media, draft);
  if (image) throw new HttpError(400, UNDESCRIBED, {}, `data.${image}`);
}

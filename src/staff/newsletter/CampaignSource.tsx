// What a campaign sends (CampaignForm.tsx): a published article chosen by its title, or a note
// written in the rich text editor, loaded on demand.

import { lazy, Suspense, useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import styles from '../common/Staff.module.css';
// The editor's styles load with the form, so that its chunk is script only (as the content's).
import '../common/richtext/RichText.module.css';
import own from './Campaigns.module.css';
import type { CampaignChoices } from './campaignChoices';
import { campaignsCopy as copy } from './campaignsCopy';
import { campaignsActions as actions, selectCampaigns } from './campaignsSlice';
import { CampaignProblem, describedBy } from './CampaignProblem';

const RichTextEditor = lazy(() => import('../common/richtext/RichTextEditor'));

export function CampaignSource({ choices }: { choices: CampaignChoices }) {
  const dispatch = useAppDispatch();
  const { draft, problems, linkDialog } = useAppSelector(selectCampaigns);
  const onLinkDialog = useCallback(
    (open: boolean) => dispatch(actions.linkDialogToggled(open)),
    [dispatch],
  );
  const onNote = useCallback(
    (note: unknown) => dispatch(actions.draftChanged({ note })),
    [dispatch],
  );
  const described = (hint?: string) => describedBy('campaign-source-error', problems.source, hint);

  return (
    <fieldset className={own.fieldset} aria-describedby={described()}>
      <legend>{copy.what}</legend>
      <label className={styles.checkbox}>
        <input
          type="radio"
          name="campaign-kind"
          checked={draft.kind === 'article'}
          onChange={() => dispatch(actions.draftChanged({ kind: 'article' }))}
        />
        {copy.article}
      </label>
      <label className={styles.checkbox}>
        <input
          type="radio"
          name="campaign-kind"
          checked={draft.kind === 'note'}
          onChange={() => dispatch(actions.draftChanged({ kind: 'note' }))}
        />
        {copy.note}
      </label>
      {draft.kind === 'article' &&
        (choices.articles.length === 0 && !choices.loading ? (
          <p>{copy.noArticles}</p>
        ) : (
          <label className={styles.selectField}>
            {copy.articleLabel}
            <select
              className={styles.select}
              value={draft.articleId ?? ''}
              aria-invalid={problems.source ? true : undefined}
              aria-describedby={described()}
              onChange={(e) =>
                dispatch(
                  actions.draftChanged({
                    articleId: e.target.value ? Number(e.target.value) : null,
                  }),
                )
              }
            >
              <option value="">{copy.chooseArticle}</option>
              {choices.articles.map((article) => (
                <option key={article.id} value={article.id}>
                  {article.title}
                </option>
              ))}
            </select>
          </label>
        ))}
      {draft.kind === 'note' && (
        <div className={own.note}>
          <span id="campaign-note-label" className={own.label}>
            {copy.noteLabel}
          </span>
          <span id="campaign-note-hint" className={own.hint}>
            {copy.noteHint}
          </span>
          <Suspense fallback={<p className={own.hint}>{copy.loadingEditor}</p>}>
            <RichTextEditor
              id="campaign-note"
              labelId="campaign-note-label"
              describedBy={described('campaign-note-hint')}
              invalid={Boolean(problems.source)}
              value={draft.note}
              onChange={onNote}
              linkOpen={linkDialog}
              onLinkDialog={onLinkDialog}
              linkChoices={[]}
            />
          </Suspense>
        </div>
      )}
      <CampaignProblem id="campaign-source-error" text={problems.source} />
    </fieldset>
  );
}

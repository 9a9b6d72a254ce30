// A campaign's preview as its email (CampaignForm.tsx, "Preview as email"): the server's email,
// its HTML in a sandboxed frame that runs no script, and its text.

import { errorText } from '../../api/api';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { staffCopy } from '../../content/staff';
import styles from '../common/Staff.module.css';
import own from './Campaigns.module.css';
import { useCampaignPreviewQuery } from './campaignsApi';
import { campaignsCopy as copy } from './campaignsCopy';
import { campaignsActions as actions } from './campaignsSlice';

export function CampaignPreview({ id, subject }: { id: number; subject: string }) {
  const dispatch = useAppDispatch();
  const { data, error, isFetching } = useCampaignPreviewQuery(id, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <section className={own.preview} aria-labelledby="campaign-preview-title">
      <h3 id="campaign-preview-title">{copy.previewTitle}</h3>
      {isFetching && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? staffCopy.failed} />}
      {data && !isFetching && (
        <>
          <p className={styles.meta}>
            {copy.subject}: {data.subject}
          </p>
          {/* No script runs in it: sandbox without allow-scripts, the email's own markup only. */}
          <iframe
            className={own.frame}
            title={copy.previewHtml(subject)}
            sandbox=""
            srcDoc={data.html}
          />
          <h4>{copy.previewText}</h4>
          <pre className={own.text}>{data.text}</pre>
        </>
      )}
      <Button variant="secondary" onClick={() => dispatch(actions.previewToggled(false))}>
        {copy.previewClose}
      </Button>
    </section>
  );
}

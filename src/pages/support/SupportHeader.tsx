import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { SubNav } from '../../components/SubNav';
import { supportExtras, supportNav } from '../../content/support';

export interface SupportHeaderProps {
  title: string;
  intro?: ReactNode;
}

/** The support sub-navigation, then the page's header with its one <h1>. */
export function SupportHeader({ title, intro }: SupportHeaderProps) {
  return (
    <>
      <SubNav label={supportExtras.navLabel} items={supportNav} />
      <PageHeader eyebrow={supportExtras.eyebrow} title={title} intro={intro} />
    </>
  );
}

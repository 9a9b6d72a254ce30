import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { SubNav } from '../../components/SubNav';
import { supportCopy, supportNav } from '../../content/support';

export interface SupportHeaderProps {
  title: string;
  intro?: ReactNode;
}

/** The support sub-navigation, then the page's header with its one <h1>. */
export function SupportHeader({ title, intro }: SupportHeaderProps) {
  return (
    <>
      <SubNav label={supportCopy.navLabel} items={supportNav} />
      <PageHeader eyebrow={supportCopy.eyebrow} title={title} intro={intro} />
    </>
  );
}

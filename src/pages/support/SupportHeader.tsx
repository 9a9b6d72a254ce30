import type { ReactNode } from 'react';
import type { DocumentData } from '../../api/types';
import { PageHeader } from '../../components/page/PageHeader';
import { SubNav } from '../../components/page/SubNav';

export interface SupportHeaderProps {
  /** The `support` document: the sub-navigation and the area's name above the heading. */
  support: DocumentData<'support'>;
  title: string;
  intro?: ReactNode;
}

/** The support sub-navigation, then the page's header with its one <h1>. */
export function SupportHeader({ support, title, intro }: SupportHeaderProps) {
  return (
    <>
      <SubNav label={support.nav.label} items={support.nav.links} />
      <PageHeader eyebrow={support.eyebrow} title={title} intro={intro} />
    </>
  );
}

import type { ReactNode } from 'react';
import styles from './FactList.module.css';

/**
 * A page's key facts in a tinted box (a posting's, a case study's): a description list whose
 * children are each a <div> holding one <dt> and its <dd>.
 */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

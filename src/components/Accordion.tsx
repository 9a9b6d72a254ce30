import type { ReactNode } from 'react';
import styles from './Accordion.module.css';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The open item, or null: one at a time. The owner keeps it (the FAQ keeps it in the store). */
  openId: string | null;
  /** Called with the item's id; the owner opens it, or closes it when it is the open one. */
  onToggle: (id: string) => void;
}

/** Buttons with aria-expanded inside headings: keyboard operable with Tab, Enter and Space. */
export function Accordion({ items, openId, onToggle }: AccordionProps) {
  return (
    <div className={styles.list}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `accordion-${item.id}`;
        const panelId = `${buttonId}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            <h3 className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(item.id)}
              >
                <span>{item.title}</span>
                <svg
                  className={styles.chevron}
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

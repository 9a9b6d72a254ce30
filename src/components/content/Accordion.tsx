import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import styles from './Accordion.module.css';

interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  /** The group's name: one item of the group open at a time, by the browser itself. */
  name: string;
  items: readonly AccordionItem[];
  /** The open item, or null: one at a time. The owner keeps it (the FAQ keeps it in the store). */
  openId: string | null;
  /** Called with the item's id; the owner opens it, or closes it when it is the open one. */
  onToggle: (id: string) => void;
  /** Called once, when the app attaches, with the item the visitor opened before it did. */
  onAttach: (openId: string) => void;
}

/**
 * Native disclosures (`<details name>`): the page's HTML opens one item at a time by itself,
 * with the mouse and the keyboard, before the app runs and without JavaScript. Once the app runs,
 * the owner's `openId` decides: a click on a question asks the owner instead of toggling, and the
 * item the visitor opened before goes to the owner when the accordion mounts.
 */
export function Accordion({ name, items, openId, onToggle, onAttach }: AccordionProps) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opened = list.current?.querySelector<HTMLDetailsElement>('details[open]');
    const id = opened?.dataset.id;
    if (id && id !== openId) onAttach(id);
    // Once, on mount: what the browser did before the app ran.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={list} className={styles.list}>
      {items.map((item) => {
        const toggle = (event: MouseEvent) => {
          event.preventDefault();
          onToggle(item.id);
        };
        return (
          <details
            key={item.id}
            id={`accordion-${item.id}`}
            data-id={item.id}
            name={name}
            className={styles.item}
            open={item.id === openId}
            // The browser may have opened it before the app attached: the app takes it on mount.
            suppressHydrationWarning
          >
            <summary className={styles.trigger} onClick={toggle}>
              <h3 className={styles.heading}>{item.title}</h3>
              <svg
                className={styles.chevron}
                viewBox="0 0 20 20"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </summary>
            <div className={styles.panel}>{item.content}</div>
          </details>
        );
      })}
    </div>
  );
}

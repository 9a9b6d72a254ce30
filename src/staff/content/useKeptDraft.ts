// Typing that survives a reload: while the editor holds changes the server has not saved, they are
// kept in the tab's sessionStorage, by document and account, and put back (with a notice) when
// the editor opens again; once saved, discarded or replaced by theirs, they are removed. The
// store stays the one source: this mirrors its draft.

import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { documentCopy } from './documentCopy';
import { documentActions, type DocumentEditor } from './documentSlice';

interface Kept {
  revision: number;
  draft: unknown;
  /** When it was last typed. */
  at: string;
}

const storageKey = (doc: string, account: string) => `content-draft:${doc}:${account}`;

function read(key: string): Kept | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Kept | null;
    return kept && typeof kept.revision === 'number' && typeof kept.at === 'string' ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps `editor`'s unsaved draft in sessionStorage for `account`, and restores it on opening. */
export function useKeptDraft(editor: DocumentEditor | null, account: string | undefined): void {
  const dispatch = useAppDispatch();
  const checked = useRef<string | null>(null);
  const key = editor && account ? storageKey(editor.key, account) : null;
  const { dirty, edits, draft, revision } = editor ?? {};

  useEffect(() => {
    if (!key) return;
    if (checked.current !== key) {
      checked.current = key;
      const kept = read(key);
      if (kept && JSON.stringify(kept.draft) !== JSON.stringify(draft)) {
        dispatch(
          documentActions.draftRestored({
            revision: kept.revision,
            draft: kept.draft,
            text: documentCopy.restoredDraft(kept.at),
          }),
        );
        return;
      }
    }
    try {
      if (dirty) {
        const kept: Kept = { revision: revision ?? 0, draft, at: new Date().toISOString() };
        sessionStorage.setItem(key, JSON.stringify(kept));
      } else sessionStorage.removeItem(key);
    } catch {
      // A full or refused storage: the store still holds the draft.
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each change, not each render
  }, [key, dirty, edits, revision, dispatch]);
}

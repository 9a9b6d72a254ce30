// The link dialog of the rich text editor: a page of the site chosen by its name (the choices its
// field gives: a content document's, every link field's list), or an address (https://…, mailto:…, tel:…), checked by
// the rule the server applies (contract/values/content/rich-text.ts) before it is put in. The selected
// words become the link; with nothing selected, the page's name or the address is put in as its
// words. "Remove link" takes a link off. Escape closes it; focus goes back to the text.

import { useEffect, useRef, useState } from 'react';
import {
  $createTextNode,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
} from 'lexical';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createLinkNode, $toggleLink } from '@lexical/link';
import { linkProblem } from '../../../../contract/values/content/rich-text';
import { Button } from '../../../components/forms/Button';
import { richTextCopy as copy } from './richTextCopy';
import styles from './RichText.module.css';
import fieldStyles from '../Staff.module.css';

/** A page a link may lead to. */
export interface LinkChoice {
  path: string;
  /** What the choice reads: "Pricing — /pricing". */
  label: string;
}

export function LinkDialog({
  id,
  current,
  choices,
  onClose,
}: {
  id: string;
  current: string | null;
  /** The pages offered by name (none: an address only). */
  choices: readonly LinkChoice[];
  onClose: () => void;
}) {
  const [editor] = useLexicalComposerContext();
  const known = choices.some((choice) => choice.path === current);
  const [page, setPage] = useState(known && current ? current : '');
  const [address, setAddress] = useState(!known && current ? current : '');
  const [problem, setProblem] = useState<string | null>(null);
  const saved = useRef<BaseSelection | null>(null);
  const first = useRef<HTMLSelectElement>(null);
  const addressField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    saved.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    (first.current ?? addressField.current)?.focus();
  }, [editor]);

  const close = () => {
    onClose();
    editor.focus();
  };

  const apply = (url: string | null) => {
    editor.update(() => {
      if (saved.current) $setSelection(saved.current.clone());
      const selection = $getSelection();
      if (url && $isRangeSelection(selection) && selection.isCollapsed() && !current) {
        const words = choices.find((choice) => choice.path === url)?.label.split(' — ')[0];
        const link = $createLinkNode(url);
        link.append($createTextNode(words ?? url));
        $insertNodes([link]);
      } else $toggleLink(url);
    });
    close();
  };

  const submit = () => {
    const url = address.trim() || page;
    if (!url) return setProblem(copy.linkMissing);
    const refused = linkProblem(url);
    if (refused) return setProblem(refused);
    apply(url);
  };

  return (
    <div
      id={id}
      role="group"
      aria-labelledby={`${id}-title`}
      className={styles.linkDialog}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          close();
        }
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
          e.preventDefault();
          submit();
        }
      }}
    >
      <p id={`${id}-title`} className={styles.linkTitle}>
        {current ? copy.linkEdit : copy.linkAdd}
      </p>
      {choices.length > 0 && (
        <label className={styles.linkField}>
          <span>{copy.linkPage}</span>
          <select
            ref={first}
            className={fieldStyles.select}
            value={page}
            onChange={(e) => {
              setPage(e.target.value);
              setAddress('');
              setProblem(null);
            }}
          >
            <option value="">{copy.linkNoPage}</option>
            {choices.map((choice) => (
              <option key={choice.path} value={choice.path}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={styles.linkField}>
        <span>{copy.linkAddress}</span>
        <span className={styles.linkHint} id={`${id}-hint`}>
          {copy.linkAddressHint}
        </span>
        <input
          ref={addressField}
          type="text"
          className={fieldStyles.select}
          inputMode="url"
          value={address}
          aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            setAddress(e.target.value);
            setProblem(null);
          }}
        />
      </label>
      {problem && (
        <p id={`${id}-problem`} className={styles.linkProblem} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.linkActions}>
        <Button onClick={submit}>{current ? copy.linkUpdate : copy.linkApply}</Button>
        {current && (
          <Button variant="secondary" onClick={() => apply(null)}>
            {copy.linkRemove}
          </Button>
        )}
        <Button variant="secondary" onClick={close}>
          {copy.linkCancel}
        </Button>
      </div>
    </div>
  );
}

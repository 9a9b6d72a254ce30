// The rich text editor's toolbar: the text style (paragraph, headings 2 to 4, quote), bold,
// italic and code, bulleted and numbered lists, and a link (LinkDialog.tsx). Each button says
// whether it is on (aria-pressed) and its keyboard shortcut (aria-keyshortcuts); only the
// formats the stored shape keeps can be applied (underline's Ctrl+U does nothing).

import { useCallback, useEffect, useState } from 'react';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  FORMAT_TEXT_COMMAND,
  KEY_DOWN_COMMAND,
  type LexicalNode,
  type TextFormatType,
} from 'lexical';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isLinkNode } from '@lexical/link';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { $createHeadingNode, $createQuoteNode, $isHeadingNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, mergeRegister } from '@lexical/utils';
import { richTextCopy as copy } from './richTextCopy';
import { LinkDialog, type LinkChoice } from './LinkDialog';
import styles from './RichText.module.css';

type Style = 'paragraph' | 'h2' | 'h3' | 'h4' | 'quote';
const KEPT_FORMATS: readonly TextFormatType[] = ['bold', 'italic', 'code'];

interface Selected {
  style: Style;
  list: 'bullet' | 'number' | null;
  formats: Record<'bold' | 'italic' | 'code', boolean>;
  link: string | null;
}

const NOTHING: Selected = {
  style: 'paragraph',
  list: null,
  formats: { bold: false, italic: false, code: false },
  link: null,
};

function readSelection(): Selected {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NOTHING;
  const anchor = selection.anchor.getNode();
  const top = anchor.getKey() === 'root' ? null : anchor.getTopLevelElement();
  const list = $findMatchingParent(anchor, (node: LexicalNode) => $isListNode(node));
  const link = $findMatchingParent(anchor, (node: LexicalNode) => $isLinkNode(node));
  const style: Style = $isHeadingNode(top)
    ? (top.getTag() as Style)
    : top?.getType() === 'quote'
      ? 'quote'
      : 'paragraph';
  return {
    style,
    list: $isListNode(list) ? (list.getListType() === 'number' ? 'number' : 'bullet') : null,
    formats: {
      bold: selection.hasFormat('bold'),
      italic: selection.hasFormat('italic'),
      code: selection.hasFormat('code'),
    },
    link: $isLinkNode(link) ? link.getURL() : null,
  };
}

interface ToolbarProps {
  id: string;
  linkOpen: boolean;
  onLinkDialog: (open: boolean) => void;
  linkChoices: readonly LinkChoice[];
}

export function RichTextToolbar({ id, linkOpen, onLinkDialog, linkChoices }: ToolbarProps) {
  const [editor] = useLexicalComposerContext();
  const [selected, setSelected] = useState<Selected>(NOTHING);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) =>
          setSelected(editorState.read(readSelection)),
        ),
        // Only bold, italic and code are kept: other formats (Ctrl+U's underline) are not applied.
        editor.registerCommand(
          FORMAT_TEXT_COMMAND,
          (format) => !KEPT_FORMATS.includes(format),
          COMMAND_PRIORITY_HIGH,
        ),
        // Ctrl+K (⌘K): the link dialog.
        editor.registerCommand(
          KEY_DOWN_COMMAND,
          (event) => {
            if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return false;
            event.preventDefault();
            onLinkDialog(true);
            return true;
          },
          COMMAND_PRIORITY_HIGH,
        ),
      ),
    [editor, onLinkDialog],
  );

  const setStyle = useCallback(
    (style: Style) =>
      editor.update(() => {
        const selection = $getSelection();
        if (!$isRangeSelection(selection)) return;
        $setBlocksType(selection, () =>
          style === 'paragraph'
            ? $createParagraphNode()
            : style === 'quote'
              ? $createQuoteNode()
              : $createHeadingNode(style),
        );
      }),
    [editor],
  );

  const toggleList = (kind: 'bullet' | 'number') => {
    if (selected.list === kind) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else
      editor.dispatchCommand(
        kind === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
  };

  const format = (name: 'bold' | 'italic' | 'code', shortcut?: string) => (
    <button
      type="button"
      className={`${styles.tool} ${styles[name]}`}
      aria-pressed={selected.formats[name]}
      aria-keyshortcuts={shortcut}
      onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, name)}
    >
      {copy[name]}
    </button>
  );

  return (
    <>
      <div role="toolbar" aria-label={copy.toolbar} className={styles.toolbar}>
        <label className={styles.styleLabel}>
          <span className={styles.visuallyHidden}>{copy.style}</span>
          <select
            id={`${id}-style`}
            className={styles.styleSelect}
            value={selected.style}
            onChange={(e) => setStyle(e.target.value as Style)}
          >
            {(['paragraph', 'h2', 'h3', 'h4', 'quote'] as const).map((style) => (
              <option key={style} value={style}>
                {copy.styles[style]}
              </option>
            ))}
          </select>
        </label>
        {format('bold', 'Control+B Meta+B')}
        {format('italic', 'Control+I Meta+I')}
        {format('code')}
        {(['bullet', 'number'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={styles.tool}
            aria-pressed={selected.list === kind}
            onClick={() => toggleList(kind)}
          >
            {kind === 'bullet' ? copy.bullets : copy.numbers}
          </button>
        ))}
        <button
          type="button"
          className={styles.tool}
          aria-pressed={selected.link !== null}
          aria-expanded={linkOpen}
          aria-controls={linkOpen ? `${id}-link` : undefined}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => onLinkDialog(!linkOpen)}
        >
          {copy.link}
        </button>
      </div>
      {linkOpen && (
        <LinkDialog
          id={`${id}-link`}
          current={selected.link}
          choices={linkChoices}
          onClose={() => onLinkDialog(false)}
        />
      )}
    </>
  );
}

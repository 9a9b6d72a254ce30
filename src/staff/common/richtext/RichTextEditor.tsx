// The rich text editor (Lexical), drawn for a field whose schema is contract/rich-text.ts's
// RichTextField. Only the back office loads it, in a chunk of its own (fields/RichTextField.tsx
// imports it lazily), so no public page carries Lexical. Its value lives in the store like every
// draft field: each change is the stored shape (lexicalState.ts), dispatched as the field's new
// value, so the live preview, autosave, conflicts and versions work unchanged; a value changed
// from outside (a restored version, their version taken) is put back into the editor.

import { useEffect, useRef } from 'react';
import type { EditorState } from 'lexical';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { isSafeLink } from '../../../../contract/values/content/rich-text-render';
import type { LinkChoice } from './LinkDialog';
import { fromLexical, toLexical } from './lexicalState';
import { RichTextToolbar } from './RichTextToolbar';
import styles from './RichText.module.css';

interface RichTextEditorProps {
  id: string;
  /** The id of the element naming the field (its label). */
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Whether the link dialog is open (the store's), and how to open or close it. */
  linkOpen: boolean;
  onLinkDialog: (open: boolean) => void;
  /** The pages the link dialog offers by name. */
  linkChoices: readonly LinkChoice[];
}

const THEME = {
  heading: { h2: styles.h2, h3: styles.h3, h4: styles.h4 },
  quote: styles.quote,
  list: { ul: styles.ul, ol: styles.ol, nested: { listitem: styles.nested } },
  link: styles.link,
  text: { bold: styles.bold, italic: styles.italic, code: styles.code },
};

/** Keeps the editor and the store's value in step, in both directions. */
function SyncPlugin({ value, onChange }: { value: unknown; onChange: (value: unknown) => void }) {
  const [editor] = useLexicalComposerContext();
  const last = useRef(JSON.stringify(value));
  useEffect(() => {
    const now = JSON.stringify(value);
    if (now === last.current) return;
    last.current = now;
    editor.setEditorState(editor.parseEditorState(toLexical(value)));
  }, [editor, value]);
  const changed = (state: EditorState) => {
    const stored = fromLexical(state.toJSON());
    const json = JSON.stringify(stored);
    if (json === last.current) return;
    last.current = json;
    onChange(stored);
  };
  return <OnChangePlugin ignoreSelectionChange onChange={changed} />;
}

export default function RichTextEditor(props: RichTextEditorProps) {
  const { id, labelId, describedBy, invalid, value, onChange } = props;
  const initialConfig = {
    namespace: id,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode],
    theme: THEME,
    editorState: toLexical(value),
    onError: (error: Error) => {
      throw error;
    },
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className={styles.editor}>
        <RichTextToolbar
          id={id}
          linkOpen={props.linkOpen}
          onLinkDialog={props.onLinkDialog}
          linkChoices={props.linkChoices}
        />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              className={styles.content}
              aria-labelledby={labelId}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-multiline
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isSafeLink} />
        <SyncPlugin value={value} onChange={onChange} />
      </div>
    </LexicalComposer>
  );
}

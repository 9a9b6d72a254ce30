// What every control of a content document's form takes (SchemaField.tsx draws each).

import type { ComponentType } from 'react';
import type { FieldSchema, Path } from '../documentSchema';

export interface FieldProps {
  name: string;
  schema: FieldSchema;
  path: Path;
  value: unknown;
  /** The draft's problems by pathKey. */
  problems: Record<string, string>;
  /** The sibling field whose anchor is made from this one (a list item's name), if any. */
  anchor?: string;
}

/** A control that holds fields (a list, an image) and draws them with the one it is given. */
export interface ContainerProps extends FieldProps {
  Field: ComponentType<FieldProps>;
}

export const idOf = (path: Path) => `doc-${path.join('-')}`;

// The library of blocks a page is built from (docs/product.md). Each kind of block is one file
// of this folder: its TypeBox schema (made with `BlockObject`) and its type beside it; it is
// listed once in BLOCK_SCHEMAS, and its renderer once in src/components/blocks/Blocks.tsx (the
// compiler refuses a kind without one). A block holds the words staff typed; a block showing
// what another document holds (pricing, services, case studies) will name that document, so
// that the page is rendered with it and ships it in its page data.

import { type Static, Type } from 'typebox';
import { RichTextBlock } from './rich-text';

const BLOCK_SCHEMAS = [RichTextBlock] as const;

/** Any block. */
export const Block = Type.Union([...BLOCK_SCHEMAS], { title: 'Block' });
export type Block = Static<typeof Block>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

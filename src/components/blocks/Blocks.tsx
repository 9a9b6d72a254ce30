import { lazy, type ComponentType } from 'react';
import type { Block } from '../../../contract/blocks';
import { beforeRender } from '../../lib/beforeRender';

// The renderers of the blocks a page is built from (contract/blocks/index.ts), one per kind. The
// server renders them and the browser hydrates the same markup; they carry no words of their own
// (everything shown is the block's fields or the documents it names).
//
// Their code is two chunks the page loads only when it shows such blocks: rich text (an
// article's usual body: `rich-text`) and every other kind (`block-kinds`, blockKinds.ts), so that
// an article of rich text does not carry the contact form's or the pricing table's code
// (blockChunks below). The renderer loads them all before it renders (beforeRender); the page
// names its blocks' chunks among the code it loads once painted (src/prerender.tsx), and the
// browser keeps the server's markup of the blocks (the caller's `<Suspense>`) until they are
// there.

type AnyView = ComponentType<{ block: Block }>;

// webpack names each chunk from its comment: CHUNKS below says the same.
const richText = () => import(/* webpackChunkName: "rich-text" */ './RichTextBlockView');
const laidOut = () => import(/* webpackChunkName: "block-kinds" */ './blockKinds');

/** A kind this build has no renderer for (an older reader of newer data): left out. */
const Unknown: AnyView = () => null;

/**
 * Renderers loaded, by kind (every kind once the renderer has loaded them; in the browser, those
 * of the chunks loaded so far).
 */
const loaded = new Map<string, AnyView>();

/** Each chunk, as the build's manifest names it (its webpackChunkName), and what it brings. */
const CHUNKS = {
  'rich-text': async () => {
    loaded.set('richText', (await richText()).RichTextBlockView as AnyView);
  },
  'block-kinds': async () => {
    const { LAID_OUT } = await laidOut();
    for (const [kind, view] of Object.entries(LAID_OUT)) loaded.set(kind, view as AnyView);
  },
};

/** The chunk of a kind's renderer. */
const chunkOf = (type: string): keyof typeof CHUNKS =>
  type === 'richText' ? 'rich-text' : 'block-kinds';

/** Every chunk of the blocks' renderers: the build checks its manifest has each (scripts/prerender.mjs). */
export const BLOCK_CHUNKS = Object.keys(CHUNKS) as (keyof typeof CHUNKS)[];

/** The chunks brought so far: a kind of theirs without a renderer is Unknown at once. */
const brought = new Set<string>();

const bring = async (chunk: keyof typeof CHUNKS) => {
  await CHUNKS[chunk]();
  brought.add(chunk);
};

const load = async (type: string): Promise<AnyView> => {
  await bring(chunkOf(type));
  return loaded.get(type) ?? Unknown;
};

/** Loads every kind's renderer, so that a render right after draws them all. */
export const loadAllBlocks = async (): Promise<void> => {
  await Promise.all(BLOCK_CHUNKS.map(bring));
};

// The renderer has them all before it renders a page.
beforeRender(loadAllBlocks);

/** The chunks of the kinds these blocks are of, once each (the renderer's: every kind loaded). */
export const blockChunks = (blocks: readonly Block[]): string[] => [
  ...new Set(blocks.filter((block) => loaded.has(block.type)).map((b) => chunkOf(b.type))),
];

type Module = { default: AnyView };
/** One component per kind, made once (so that React never swaps it for another). */
const views = new Map<string, AnyView>();

/**
 * A kind's component: React draws it at once when its renderer is loaded (a thenable already
 * settled, which React.lazy reads without waiting: the server renders every block), and
 * otherwise keeps the server's markup (or nothing) until it is.
 */
const viewOf = (type: string): AnyView => {
  let view = views.get(type);
  if (!view) {
    view = lazy((): Promise<Module> => {
      const ready = loaded.get(type) ?? (brought.has(chunkOf(type)) ? Unknown : undefined);
      if (!ready) return load(type).then((found) => ({ default: found }));
      const settled: Module = { default: ready };
      return { then: (resolve: (value: Module) => void) => resolve(settled) } as Promise<Module>;
    });
    views.set(type, view);
  }
  return view;
};

/**
 * A page's blocks, in order; a block of an unknown kind (an older reader) is left out. Inside a
 * `<Suspense>`: a kind whose renderer the browser has not loaded yet waits there.
 */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block) => {
        const View = viewOf(block.type);
        return <View key={block.id} block={block} />;
      })}
    </>
  );
}

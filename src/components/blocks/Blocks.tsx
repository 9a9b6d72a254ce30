import { lazy, type ComponentType, type ReactNode } from 'react';
import type { Block, BlockOf, BlockType } from '../../../contract/blocks';
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

type View<T extends BlockType> = (props: { block: BlockOf<T> }) => ReactNode;

// webpack names each chunk from its comment: CHUNKS below must say the same.
const richText = () => import(/* webpackChunkName: "rich-text" */ './RichTextBlockView');
const laidOut = () => import(/* webpackChunkName: "block-kinds" */ './blockKinds');

const LOAD: { readonly [T in BlockType]: () => Promise<View<T>> } = {
  richText: () => richText().then((m) => m.RichTextBlockView),
  hero: () => laidOut().then((m) => m.LAID_OUT.hero),
  callToAction: () => laidOut().then((m) => m.LAID_OUT.callToAction),
  faq: () => laidOut().then((m) => m.LAID_OUT.faq),
  imageWithText: () => laidOut().then((m) => m.LAID_OUT.imageWithText),
  featureGrid: () => laidOut().then((m) => m.LAID_OUT.featureGrid),
  stats: () => laidOut().then((m) => m.LAID_OUT.stats),
  caseStudies: () => laidOut().then((m) => m.LAID_OUT.caseStudies),
  serviceCards: () => laidOut().then((m) => m.LAID_OUT.serviceCards),
  pricing: () => laidOut().then((m) => m.LAID_OUT.pricing),
  logoStrip: () => laidOut().then((m) => m.LAID_OUT.logoStrip),
  testimonials: () => laidOut().then((m) => m.LAID_OUT.testimonials),
  contactForm: () => laidOut().then((m) => m.LAID_OUT.contactForm),
};

const KINDS = Object.keys(LOAD) as BlockType[];
const isKnown = (block: Block) => Object.hasOwn(LOAD, block.type);

/** The chunk of a kind's renderer, as the build's manifest names it. */
const chunkOf = (type: BlockType) => (type === 'richText' ? 'rich-text' : 'block-kinds');

/** Every chunk of the blocks' renderers: the build checks its manifest has each (scripts/prerender.mjs). */
export const BLOCK_CHUNKS = [...new Set(KINDS.map(chunkOf))];

/** The chunks of the kinds these blocks are of, once each. */
export const blockChunks = (blocks: readonly Block[]): string[] => [
  ...new Set(blocks.filter(isKnown).map((block) => chunkOf(block.type))),
];

/** Renderers loaded (all of them on the server; in the browser, those asked for so far). */
const loaded: { [T in BlockType]?: View<T> } = {};

const load = async <T extends BlockType>(type: T) => {
  const view = await (LOAD[type] as () => Promise<View<T>>)();
  (loaded as Record<T, View<T>>)[type] = view;
  return view;
};

/** Loads every kind's renderer, so that a render right after draws them all. */
export const loadAllBlocks = async (): Promise<void> => {
  await Promise.all(KINDS.filter((type) => !loaded[type]).map(load));
};

// The renderer has them all before it renders a page.
beforeRender(loadAllBlocks);

/**
 * One component per kind, whatever has been loaded: React draws it at once when its renderer is
 * loaded (a thenable already settled, which React.lazy reads without waiting: the server renders
 * every block), and otherwise keeps the server's markup (or nothing) until it is.
 */
type AnyView = ComponentType<{ block: Block }>;
type Module = { default: AnyView };

const views = Object.fromEntries(
  KINDS.map((type) => [
    type,
    lazy((): Promise<Module> => {
      const ready = loaded[type] as AnyView | undefined;
      if (!ready) return load(type).then((view) => ({ default: view as AnyView }));
      const settled: Module = { default: ready };
      return { then: (resolve: (value: Module) => void) => resolve(settled) } as Promise<Module>;
    }),
  ]),
) as unknown as { [T in BlockType]: ComponentType<{ block: BlockOf<T> }> };

function BlockView<T extends BlockType>({ block }: { block: BlockOf<T> }) {
  const View = views[block.type as T] as ComponentType<{ block: BlockOf<T> }>;
  return <View block={block} />;
}

/**
 * A page's blocks, in order; a block of an unknown kind (an older reader) is left out. Inside a
 * `<Suspense>`: a kind whose renderer the browser has not loaded yet waits there.
 */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.filter(isKnown).map((block) => (
        <BlockView key={block.id} block={block} />
      ))}
    </>
  );
}

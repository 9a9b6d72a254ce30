// The words of the content editor's live preview (LivePreview.tsx; docs/product.md §10.12).

export const previewCopy = {
  title: 'Preview',
  show: 'Show preview',
  hide: 'Hide preview',
  widthLabel: 'Preview width',
  widths: { desktop: 'Desktop', phone: 'Phone' },
  frameTitle: 'The page with your changes',
  hint: 'Your changes as visitors will see them once published. Click a piece to edit it.',
  drawing: 'Drawing the page…',
  refused: (reason: string) =>
    `The preview shows your last changes that could be drawn. ${reason}`.trim(),
} as const;

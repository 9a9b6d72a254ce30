// The rich text editor's words (RichTextToolbar.tsx, LinkDialog.tsx, fields/RichTextField.tsx).

export const richTextCopy = {
  toolbar: 'Formatting',
  style: 'Text style',
  styles: {
    paragraph: 'Paragraph',
    h2: 'Heading 2',
    h3: 'Heading 3',
    h4: 'Heading 4',
    quote: 'Quote',
  },
  bold: 'Bold',
  italic: 'Italic',
  code: 'Code',
  bullets: 'Bulleted list',
  numbers: 'Numbered list',
  link: 'Link',
  loading: 'Loading the text editor…',
  linkAdd: 'Add a link',
  linkEdit: 'Change the link',
  linkPage: 'A page of this site',
  linkNoPage: 'Choose a page…',
  linkAddress: 'Or an address',
  linkAddressHint:
    'A web address starting https://, an email address after “mailto” and a colon, or a telephone number after “tel” and a colon.',
  linkMissing: 'Choose a page or type an address.',
  linkApply: 'Add link',
  linkUpdate: 'Update link',
  linkRemove: 'Remove link',
  linkCancel: 'Cancel',
} as const;

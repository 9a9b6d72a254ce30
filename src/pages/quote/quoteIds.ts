/** The id of a field's control, or of one option of a choice. */
export const quoteFieldId = (field: string, value?: string) =>
  value === undefined ? `quote-${field}` : `quote-${field}-${value}`;

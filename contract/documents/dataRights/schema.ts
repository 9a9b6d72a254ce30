// The profile's words for a member's data (docs/product.md §10.18): downloading everything stored
// about the account, and deleting it.

import type { Static } from 'typebox';
import { Group, LongTextField, TextField } from '../../content-fields';

export const DataRightsContent = Group({
  heading: TextField(80, { title: 'Heading' }),
  intro: LongTextField(400, { title: 'Introduction' }),
  download: TextField(60, { title: 'Button: download my data' }),
  downloadFailed: LongTextField(200, { title: 'When the download fails' }),
  deleteHeading: TextField(80, { title: 'Heading: delete the account' }),
  deleteText: LongTextField(600, { title: 'What deleting does' }),
  deleteOpen: TextField(60, { title: 'Button that shows the form' }),
  password: TextField(60, { title: 'Label: password' }),
  code: TextField(80, { title: 'Label: second factor code' }),
  confirm: TextField(120, { title: 'Label: type DELETE' }),
  submit: TextField(60, { title: 'Button: delete' }),
  cancel: TextField(40, { title: 'Button: cancel' }),
  deleted: LongTextField(300, { title: 'After the deletion' }),
});
export type DataRightsContent = Static<typeof DataRightsContent>;

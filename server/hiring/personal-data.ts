// The hiring domain's door for a person's data: an account's export lists the applications sent
// from its verified address, and its deletion deletes them (with their CVs and audit rows), each
// through the same queries the back office uses.

export { applicationsByEmail } from './store-reads';
export { deleteApplication } from './store-deletion';

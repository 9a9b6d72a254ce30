// The profile and its guard as the route table (src/app/routes.tsx) loads them: one module, the
// root of their chunk (as area.ts is the sign-in pages'). The profile's member sections and its
// second-factor card load later, in chunks of their own (profile/ProfilePage.tsx). Nothing else
// imports it.

export { MembersOnly } from './profile/MembersOnly';
export { ProfilePage } from './profile/ProfilePage';

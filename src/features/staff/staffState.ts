// The staff slice joined to the store (the staff chunk imports this, nothing else does), and its
// selectors, which read the initial state until the slice is in.

import { combineReducers } from '@reduxjs/toolkit';
import { useLayoutEffect } from 'react';
import { useAppStore } from '../../app/hooks';
import { reducers, type RootState } from '../../app/rootReducer';
import { initialStaffState, staffSlice, type StaffState } from './staffSlice';

const withStaff = combineReducers({ ...reducers, staff: staffSlice.reducer });

/** Adds the staff reducer to the store, once, before the back office's first interaction. */
export function useStaffReducer(): void {
  const store = useAppStore();
  useLayoutEffect(() => {
    if ((store.getState() as RootState).staff === undefined) {
      store.replaceReducer(withStaff as never);
    }
  }, [store]);
}

const staff = (state: RootState): StaffState => state.staff ?? initialStaffState;

export const selectInbox = (state: RootState) => staff(state).inbox;
export const selectEditor = (state: RootState) => staff(state).editor;
export const selectDiscardPrompt = (state: RootState) => staff(state).discardPrompt;
export const selectConfirmDelete = (state: RootState) => staff(state).confirmDelete;
export const selectNotice = (state: RootState) => staff(state).notice;
export const selectMembersPage = (state: RootState) => staff(state).membersPage;
export const selectAuditPage = (state: RootState) => staff(state).auditPage;
export const selectEmails = (state: RootState) => staff(state).emails;

export { staffActions } from './staffSlice';

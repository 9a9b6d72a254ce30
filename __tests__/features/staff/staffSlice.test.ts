// The back office's slice joins the store only when its code loads (the staff chunk imports
// features/staff/staffSlice.ts), through the root reducer's `inject`: a store made before that
// picks it up, and its selectors read the initial state until the first action after it.

it('keeps the staff state out of the store until the back office loads, then holds it', async () => {
  // A fresh module registry: the modules as a page load starts them, the staff code not yet in.
  await jest.isolateModulesAsync(async () => {
    const { makeStore } = await import('../../../src/app/store');
    const store = makeStore();
    store.dispatch({ type: 'test/anything' });
    expect(Object.keys(store.getState())).not.toContain('staff');

    const { selectInbox, selectEmails, staffActions } =
      await import('../../../src/features/staff/staffSlice');
    expect(selectInbox(store.getState())).toEqual({ q: '', status: '', openId: null });
    expect(selectEmails(store.getState())).toEqual({ status: 'failed', notice: null });

    store.dispatch(staffActions.inboxSearched('invoice'));
    expect(store.getState().staff?.inbox).toEqual({
      q: 'invoice',
      status: '',
      openId: null,
    });
    expect(selectInbox(store.getState()).q).toBe('invoice');
    // A store made after the code loaded has the slice from its first state.
    expect(makeStore().getState().staff?.emails.status).toBe('failed');
  });
});

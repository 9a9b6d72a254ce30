// A back-office area's slice joins the store only when its code loads (the staff chunk imports
// src/staff/inbox/inboxSlice.ts), through the root reducer's `inject`: a store made before that
// picks it up, and its selectors read the initial state until the first action after it.

it('keeps the inbox state out of the store until the back office loads, then holds it', async () => {
  // A fresh module registry: the modules as a page load starts them, the staff code not yet in.
  await jest.isolateModulesAsync(async () => {
    const { makeStore } = await import('../../../src/app/store');
    const store = makeStore();
    store.dispatch({ type: 'test/anything' });
    expect(Object.keys(store.getState())).not.toContain('inbox');

    const { selectInbox, inboxActions } = await import('../../../src/staff/inbox/inboxSlice');
    expect(selectInbox(store.getState())).toEqual({ q: '', status: '', openId: null, trail: [] });

    store.dispatch(inboxActions.inboxPaged('c2'));
    store.dispatch(inboxActions.inboxSearched('invoice'));
    expect(store.getState().inbox).toEqual({ q: 'invoice', status: '', openId: null, trail: [] });
    expect(selectInbox(store.getState()).q).toBe('invoice');
    // Another area's slice is not in the store until its own page's code loads.
    expect(Object.keys(store.getState())).not.toContain('emails');
    // A store made after the code loaded has the slice from its first state.
    expect(makeStore().getState().inbox?.q).toBe('');
  });
});

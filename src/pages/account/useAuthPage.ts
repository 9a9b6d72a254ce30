import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { authActions } from '../../features/auth/authSlice';
import { useAuthListeners } from '../../features/auth/authEffects';
import { type FormEcho, formEchoTaken, useFormEcho } from '../../features/forms/formEchoSlice';

/** The pages' timed messages run while one is open; they belong to it: leaving clears them. */
export function useAuthPage(): void {
  const dispatch = useAppDispatch();
  useAuthListeners();
  useEffect(() => () => void dispatch(authActions.pageLeft()), [dispatch]);
}

/**
 * The server's answer to the page's form, posted before the app ran or without JavaScript
 * (server/site/form-pages.ts), when the page was rendered with one: shown as the server rendered it,
 * then taken into the page's own state, so that it runs its course as the app's own would (a
 * login's refusal shows for 3 s; a sign-up's success goes to the login page after 1.5 s). Call it
 * after useAuthPage, whose listeners time the messages.
 */
export function useServerAnswer(form: 'login' | 'signup'): FormEcho | null {
  const dispatch = useAppDispatch();
  const echo = useFormEcho(form);
  const [answer] = useState(echo);
  useEffect(() => {
    const flash = answer?.flash;
    if (!flash) return;
    if (flash.kind === 'success') dispatch(authActions.signupSucceeded(flash.text));
    else if (form === 'login') dispatch(authActions.loginFailed(flash.text));
    else dispatch(authActions.signupFailed(flash.text));
    dispatch(formEchoTaken());
  }, [answer, dispatch, form]);
  return echo;
}

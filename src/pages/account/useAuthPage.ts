import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { authActions } from '../../features/auth/authSlice';
import { useAuthListeners } from '../../features/auth/authEffects';

/** The pages' timed messages run while one is open; they belong to it: leaving clears them. */
export function useAuthPage(): void {
  const dispatch = useAppDispatch();
  useAuthListeners();
  useEffect(() => () => void dispatch(authActions.pageLeft()), [dispatch]);
}

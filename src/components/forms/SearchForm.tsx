import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_MAX } from '../../../contract/values/forms/search-limit';
import { PATHS } from '../../config/paths';
import styles from './SearchForm.module.css';

export interface SearchFormWords {
  /** The form's name as a landmark: it differs from the page's other search forms'. */
  formLabel: string;
  label: string;
  placeholder: string;
  submit: string;
}

/**
 * The site search's box (/search?q=): a form the browser sends itself (GET) before the app runs
 * or without it; with the app, submitting navigates inside it (the results page's data fetched as
 * other pages' are). `look`: the header's (its label for screen readers only) or the results
 * page's: from 1024 px the header's is a button that opens it (CSS: the field widens over the
 * links while focused; without JavaScript the button sends the empty search, whose page shows the
 * box). `onSearched`: after a search (the header closes its menu).
 */
export function SearchForm({
  id,
  q = '',
  look,
  words,
  onSearched,
}: {
  id: string;
  q?: string;
  look: 'compact' | 'page';
  words: SearchFormWords;
  onSearched?: () => void;
}) {
  const navigate = useNavigate();
  const submitted = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement;
    // The header's box on a wide screen is its button until used: the first click opens it.
    if (look === 'compact' && input.value.trim() === '') {
      input.focus();
      return;
    }
    const typed = input.value;
    // As the browser would send it (contract/values/search.ts reads it the same way).
    const search = new URLSearchParams({ q: typed.trim() });
    void navigate({ pathname: PATHS.search, search: `?${search.toString()}` });
    onSearched?.();
  };
  return (
    <form
      role="search"
      aria-label={words.formLabel}
      method="get"
      action={PATHS.search}
      className={`${styles.form} ${styles[look]}`}
      onSubmit={submitted}
    >
      <label htmlFor={id} className={styles.label}>
        {words.label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        key={q}
        defaultValue={q}
        maxLength={SEARCH_MAX}
        placeholder={words.placeholder}
        autoComplete="off"
      />
      <button type="submit" className={styles.submit}>
        <span className={styles.submitText}>{words.submit}</span>
      </button>
    </form>
  );
}

import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from '../links/Link';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outlineLight';

const classes = (variant: ButtonVariant, block?: boolean, extra?: string) =>
  [styles.button, styles[variant], block ? styles.block : '', extra ?? '']
    .filter(Boolean)
    .join(' ');

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  /** To move focus back to the button (a question it opened, closed). */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', block, className, type, ...rest }: ButtonProps) {
  return (
    <button type={type ?? 'button'} className={classes(variant, block, className)} {...rest} />
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  block?: boolean;
  children: ReactNode;
  /**
   * Words that finish a short visible label for those who cannot see its surroundings (screen
   * readers, search engines): 'Read More' + 'about our services'. Visually hidden, after the
   * visible words, so the link's name still starts with what is seen.
   */
  context?: string;
}

/** A link that looks like a button: for navigation, never for actions. */
export function ButtonLink({
  variant = 'primary',
  block,
  className,
  children,
  context,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={classes(variant, block, className)} {...rest}>
      {children}
      {context && <span className="visually-hidden"> {context}</span>}
    </Link>
  );
}

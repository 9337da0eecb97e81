import type { ComponentProps } from 'react';

/** How loud a button is: the primary action of an area, an ordinary one, a dangerous one, or a quiet one. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants: Readonly<Record<ButtonVariant, string>> = {
  primary:
    'bg-teal-700 text-white hover:bg-teal-800 border-teal-700 dark:bg-teal-500 dark:text-zinc-950 dark:border-teal-500 dark:hover:bg-teal-400',
  secondary:
    'bg-white text-zinc-800 border-zinc-300 hover:bg-zinc-50 dark:bg-zinc-900 dark:text-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800',
  danger:
    'bg-white text-red-700 border-red-300 hover:bg-red-50 dark:bg-zinc-900 dark:text-red-300 dark:border-red-800 dark:hover:bg-red-950',
  ghost:
    'bg-transparent text-zinc-700 border-transparent hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
};

const sizes = { sm: 'h-7 px-2 text-xs gap-1', md: 'h-8 px-3 text-sm gap-1.5' } as const;

export interface ButtonProps extends ComponentProps<'button'> {
  readonly variant?: ButtonVariant;
  readonly size?: keyof typeof sizes;
}

/** The one button of the console, so every action looks and focuses the same way. */
export function Button({
  variant = 'secondary',
  size = 'md',
  className = '',
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex shrink-0 items-center justify-center rounded-md border font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${variants[variant]} ${sizes[size]} ${className}`}
      {...rest}
    />
  );
}

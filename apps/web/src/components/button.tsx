import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap select-none ' +
  'transition-colors duration-150 ease-out disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg hover:brightness-110',
  secondary: 'bg-surface-2 text-fg border border-line hover:bg-white/10',
  ghost: 'text-fg hover:bg-white/10',
  danger: 'bg-danger text-white hover:brightness-110',
};

// 44 px touch targets on phones, 40 px from the tablet breakpoint up (docs/ui.md#buttons).
const sizes: Record<ButtonSize, string> = {
  md: 'h-11 px-4 text-base md:h-10',
  sm: 'h-9 px-3 text-sm',
  icon: 'size-11 md:size-10',
};

/** The button look, for links that act as buttons ('Return to Home', 'Log In'). */
export function buttonStyles(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(base, variants[variant], sizes[size], className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * While true the button takes no press, as `sending`, and shows `busyText` ('Signing in...' and the like,
   * docs/behaviour.md#sign-up-and-sign-in).
   */
  busy?: boolean;
  busyText?: string;
  /**
   * While true the button takes no press and says so (aria-disabled) but stays focusable: `disabled` would drop the
   * focus to the page while a change is sent, and leave a keyboard or a remote nowhere.
   */
  sending?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A press refused: also a form's submission, by the button or by Enter in a field (which presses the button). */
const refuse = (event: MouseEvent) => event.preventDefault();

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyText,
  sending = false,
  disabled,
  className,
  onClick,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonStyles(variant, size, className)}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-disabled={sending || busy || undefined}
      onClick={sending || busy ? refuse : onClick}
      {...props}
    >
      {busy && busyText ? busyText : children}
    </button>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui';
import { admin as adminText } from '@/i18n/admin';
import styles from './add-new-menu.module.css';

const strings = adminText.panel;

/**
 * The three profile-completion pages an admin can fill in for someone (specification §2). The labels
 * are getters, read at each render, so a language switch relabels them (decision 029).
 */
export const addNewItems = [
  { to: '/complete-business-profile', get label() { return strings.addNewItems.foreign; } },
  { to: '/complete-partner-profile', get label() { return strings.addNewItems.local; } },
  { to: '/complete-investor-profile', get label() { return strings.addNewItems.investor; } },
] as const;

/**
 * 'Add New': a WAI-ARIA menu button. Enter, Space or ArrowDown open it on the first item, ArrowUp
 * on the last; arrows, Home and End move; Escape closes it and returns focus to the button; Tab
 * and a click outside close it.
 */
export function AddNewMenu() {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const menuId = useId();
  const buttonId = useId();
  const count = addNewItems.length;

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space click the button, which opens the menu on its first item.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(count - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    let next: number | undefined;
    if (event.key === 'ArrowDown') next = (focusIndex + 1) % count;
    else if (event.key === 'ArrowUp') next = (focusIndex - 1 + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    } else if (event.key === 'Tab') {
      close(false);
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <Button
        ref={buttonRef}
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        iconStart={<PlusIcon />}
        iconEnd={<ChevronIcon open={open} />}
      >
        {strings.addNew}
      </Button>
      {open ? (
        <ul id={menuId} role="menu" aria-labelledby={buttonId} className={styles.menu} onKeyDown={onMenuKeyDown}>
          {addNewItems.map((item, index) => (
            <li key={item.to} role="none">
              <Link
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                role="menuitem"
                to={item.to}
                tabIndex={index === focusIndex ? 0 : -1}
                className={styles.item}
                onClick={() => setOpen(false)}
                onFocus={() => setFocusIndex(index)}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false" className={open ? styles.chevronOpen : styles.chevron}>
      <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

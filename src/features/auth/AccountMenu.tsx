/** The nav bar's Sign In item: opens the sign-in drawer, or shows the user's name and dropdown. */
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '#src/components/ui/useHydrated.ts';
import { useStore } from '@nanostores/react';
import { $signup } from '#src/stores/areas.ts';
import { $userData } from '#src/stores/user.ts';
import { openSignIn } from '#src/stores/ui.ts';
import { forgetEndedSession, logout } from '#src/stores/auth.ts';
import { $ordersInProgress, loadOrdersInProgress } from '#src/stores/ordersInProgress.ts';
import { SignInHost } from './SignInHost';

function UserIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 12c4.4 0 8 2.2 8 5v3H4v-3c0-2.8 3.6-5 8-5z" />
    </svg>
  );
}

/** Dropdown entries of the profile menu. */
export const profileMenuItems = ['Profile', 'Orders', 'One', 'Favourites', 'Logout'] as const;

/** Where the entries that are pages lead (Logout is an action). */
const menuLinks: Partial<Record<(typeof profileMenuItems)[number], string>> = {
  Profile: '/profile',
  Orders: '/orders',
  One: '/thalify-one',
  Favourites: '/favourites',
};

/** The "Orders" badge: a small count in the brand's colour, beside the text. */
const badgeStyle = {
  marginLeft: 8,
  background: '#b45309',
  color: '#fff',
  borderRadius: 999,
  padding: '0 7px',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '20px',
  alignSelf: 'center',
} as const;

interface Props {
  /** True when the server found no session for this page (it ended, e.g. logged out from another device). */
  signedOut?: boolean;
  /**
   * The diner's name from the session, on pages the server draws for this diner alone: the name
   * shows with the first paint instead of when the page's scripts have run.
   */
  name?: string | undefined;
}

/** Sign In, or the signed-in name with Profile, Orders, One, Favourites, Logout. */
export default function AccountMenu({ signedOut = false, name: sessionName }: Props) {
  const signup = useStore($signup);
  const user = useStore($userData);
  const [open, setOpen] = useState(false);
  const inProgress = useStore($ordersInProgress);
  const hoverOpened = useRef(false);
  useEffect(() => {
    if (signedOut) forgetEndedSession();
  }, [signedOut]);

  // Storage moves on after the page was drawn (a new name saved on the profile), so it wins once
  // hydrated; the session's name holds until then, and where storage has none.
  const stored = useHydrated() ? signup.data?.name || user?.name : undefined;
  const name = stored || (signedOut ? undefined : sessionName);
  useEffect(() => {
    if (name && !signedOut) void loadOrdersInProgress();
  }, [name, signedOut]);
  if (!name) {
    return (
      <>
        <button type="button" className="nav-item" onClick={() => openSignIn('login')}>
          <UserIcon />
          <span className="nav-label">Sign In</span>
        </button>
        <SignInHost />
      </>
    );
  }
  return (
    // Hover opens it for a mouse only: a tap also sends pointer-enter, and the click that
    // follows would close what the hover just opened.
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opening is for a mouse only; the button opens the menu for keyboard and touch
    <div
      className="account-menu"
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse' || open) return;
        hoverOpened.current = true;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        hoverOpened.current = false;
        setOpen(false);
      }}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <button
        type="button"
        className="nav-item"
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => {
          // A click on a menu the mouse has just opened keeps it open.
          if (hoverOpened.current) hoverOpened.current = false;
          else setOpen((v) => !v);
        }}
      >
        <UserIcon />
        <span className="nav-name">{name}</span>
      </button>
      {open && (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the menu button pattern: a list of menu items the account button opens
        <ul className="account-dropdown" role="menu" aria-label="Account">
          {profileMenuItems.map((item) => (
            <li key={item} role="none">
              {item === 'Logout' ? (
                <button type="button" role="menuitem" onClick={() => void logout()}>
                  {item}
                </button>
              ) : menuLinks[item] ? (
                <a role="menuitem" href={menuLinks[item]}>
                  {item}
                  {item === 'Orders' && inProgress > 0 && (
                    <span className="menu-badge" style={badgeStyle}>
                      <span className="visually-hidden">, </span>
                      {inProgress}
                      <span className="visually-hidden"> on the way</span>
                    </span>
                  )}
                </a>
              ) : (
                <button type="button" role="menuitem" aria-disabled="true">
                  {item}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <SignInHost />
    </div>
  );
}

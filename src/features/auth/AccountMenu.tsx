/** The nav bar's Sign In item: opens the sign-in drawer, or shows the diner's name and the account list. */
import { useEffect, useRef } from 'react';
import { useDisclosure } from '#src/components/ui/useDisclosure.ts';
import { useHydrated } from '#src/components/ui/useHydrated.ts';
import { useStore } from '@nanostores/react';
import { localHref } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { $signup } from '#src/stores/areas.ts';
import { $userData } from '#src/stores/user.ts';
import { openSignIn } from '#src/stores/ui.ts';
import { forgetEndedSession, logout } from '#src/stores/auth.ts';
import { $ordersInProgress, loadOrdersInProgress } from '#src/stores/ordersInProgress.ts';
import { authMessages } from './messages/en.ts';
import { SignInHost } from './SignInHost';

function UserIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 12c4.4 0 8 2.2 8 5v3H4v-3c0-2.8 3.6-5 8-5z" />
    </svg>
  );
}

/** Entries of the account list (the spec's dropdown: Profile, Orders, One, Favourites, Logout). */
export const profileMenuItems = ['Profile', 'Orders', 'One', 'Favourites', 'Logout'] as const;

/** Where the entries that are pages lead (Logout is an action). */
const menuLinks: Record<Exclude<(typeof profileMenuItems)[number], 'Logout'>, string> = {
  Profile: '/profile',
  Orders: '/orders',
  // The membership cannot be joined on this site yet: the entry says so before it is opened.
  One: '/thalify-one',
  Favourites: '/favourites',
};

/** Each entry's words in the catalogue. */
const menuWords = {
  Profile: 'profile',
  Orders: 'orders',
  One: 'one',
  Favourites: 'favourites',
  Logout: 'logout',
} as const satisfies Record<(typeof profileMenuItems)[number], string>;

/** The "Orders" badge: a small count in the brand's colour, beside the text. */
const badgeStyle = {
  background: '#b45309',
  color: '#fff',
  borderRadius: 999,
  padding: '0 7px',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '20px',
} as const;

/** One list per page, so one id. */
const listId = 'account-list';

interface Props {
  /** True when the server found no session for this page (it ended, e.g. logged out from another device). */
  signedOut?: boolean;
  /**
   * The diner's name from the session, on pages the server draws for this diner alone: the name
   * shows with the first paint instead of when the page's scripts have run.
   */
  name?: string | undefined;
}

/**
 * Sign In, or the signed-in name with Profile, Orders, One, Favourites, Logout. The list is a
 * disclosure (a button that shows a list of links), not an application menu: its entries are
 * pages and one action, reached with Tab like any link; Escape closes it and focus returns to the
 * button, and focus leaving it closes it.
 */
export default function AccountMenu({ signedOut = false, name: sessionName }: Props) {
  const signup = useStore($signup);
  const user = useStore($userData);
  const { open, setOpen, button, containerProps } = useDisclosure();
  const inProgress = useStore($ordersInProgress);
  const hoverOpened = useRef(false);
  const t = useMessages(authMessages);
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
          <span className="nav-label">{t.signIn}</span>
        </button>
        <SignInHost />
      </>
    );
  }
  return (
    // Hover opens it for a mouse only: a tap also sends pointer-enter, and the click that
    // follows would close what the hover just opened.
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
      {...containerProps}
    >
      <button
        ref={button}
        type="button"
        className="nav-item"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          // A click on a list the mouse has just opened keeps it open.
          if (hoverOpened.current) hoverOpened.current = false;
          else setOpen((v) => !v);
        }}
      >
        <UserIcon />
        <span className="nav-name" translate="no">
          {name}
        </span>
      </button>
      <ul id={listId} className="account-dropdown" aria-label={t.account} hidden={!open}>
        {profileMenuItems.map((item) => (
          <li key={item}>
            {item === 'Logout' ? (
              <button type="button" onClick={() => void logout()}>
                {t[menuWords[item]]}
              </button>
            ) : (
              <a href={localHref(menuLinks[item])}>
                {t[menuWords[item]]}
                {item === 'One' && (
                  // The space keeps the accessible name two words ("One Coming soon"); flex layout drops it.
                  <>
                    {' '}
                    {/* The membership's page explains it, but it cannot be joined here yet. */}
                    <span className="menu-soon">{t.comingSoon}</span>
                  </>
                )}
                {item === 'Orders' && inProgress > 0 && (
                  <span className="menu-badge" style={badgeStyle}>
                    <span className="visually-hidden">, </span>
                    {inProgress}
                    <span className="visually-hidden"> {t.onTheWay}</span>
                  </span>
                )}
              </a>
            )}
          </li>
        ))}
      </ul>
      <SignInHost />
    </div>
  );
}

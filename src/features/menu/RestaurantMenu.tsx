/**
 * The restaurant menu island. The server renders it with the menu for the cookie's point, so the
 * first screen needs no request; it re-fetches `/api/menu` (showing the grey skeleton) only when
 * the address saved in storage is not the one the server used, e.g. after a location change.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { DiscountInfo } from '#src/lib/catalogTypes.ts';
import type { LatLng } from '#src/lib/geo.ts';
import { prefersReducedMotion } from '#src/components/ui/reducedMotion.ts';
import { useHydrated } from '#src/components/ui/useHydrated.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { $userAddress } from '#src/stores/address.ts';
import { $menu, loadMenu } from '#src/stores/menu.ts';
import { followMenuStock } from '#src/stores/menuStock.ts';
import { OrderAheadDialog } from '../availability/OrderAheadDialog';
import { CartConflictDialog } from '../cart/CartConflictDialog';
import { CustomiseHost } from '../customise/CustomiseHost';
import { BrowseMenu } from './BrowseMenu';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { MenuAheadNote } from './MenuAheadNote';
import { MenuHeader } from './MenuHeader';
import { MenuRestaurantContext } from './menuRestaurant';
import { MenuOffers } from './MenuOffers';
import { MenuSearch } from './MenuSearch';
import { MenuSections } from './MenuSections';
import { MenuSkeleton } from './MenuSkeleton';
import { MenuStockNews } from './MenuStockNews';
import {
  browseEntries,
  isMenuResponse,
  menuHeader,
  menuRestaurantInfo,
  menuSections,
  type MenuHeaderData,
  type MenuSection,
  vegSections,
} from './menuRules';
import type { VegMode } from '#src/lib/vegRules.ts';
import { useVegMode } from '../veg/useVegMode';
import { menuMessages } from './messages/en.ts';
import './menu.css';

interface Props {
  restaurantId: string;
  /** Header and sections the server rendered. */
  header: MenuHeaderData;
  sections: MenuSection[];
  /** The diner's point the server's menu was computed for (from the address cookie); null for a visitor without one. */
  point: LatLng | null;
  /** The menu's offers, with the coupon code of each that has one. */
  offers?: DiscountInfo[];
  /** Whether the signed-in diner has saved this restaurant (the heart's first state). */
  saved?: boolean;
  /** The veg-only mode the server rendered the menu in (its cookie); the diner's own once hydrated. */
  vegMode?: VegMode;
}

// About 10 cm: anything closer is the same saved address, not a location change.
const samePoint = (a: LatLng, b: LatLng) => Math.abs(a.lat - b.lat) < 1e-6 && Math.abs(a.lng - b.lng) < 1e-6;

/** Header, in-menu search, sections, Browse Menu and the cart-conflict dialog of one restaurant. */
export default function RestaurantMenu({
  restaurantId,
  header,
  sections,
  point,
  offers = [],
  saved = false,
  vegMode: served = 'all',
}: Props) {
  const address = useStore($userAddress);
  const area = useStore($menu);
  // The server's menu shows until the island asks for another (the area is then no longer idle).
  const refetched = area.isLoading || area.data !== null || area.error !== null;
  const hydrated = useHydrated();
  const vegMode = useVegMode(served);
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchText, setSearchText] = useState('');
  const shownPoint = useRef<LatLng | null>(point);
  const searchButton = useRef<HTMLButtonElement>(null);
  const t = useMessages(menuMessages);

  const load = useCallback(
    (at: LatLng) => {
      shownPoint.current = at;
      window.scrollTo(0, 0);
      void loadMenu(restaurantId, at);
    },
    [restaurantId],
  );

  useEffect(() => {
    // Without an address the page shows the menu with no delivery details (and a prompt to set one).
    if (!address) return;
    const at = address.geometry.location;
    if (!shownPoint.current || !samePoint(shownPoint.current, at)) load({ lat: at.lat, lng: at.lng });
  }, [address, load]);

  // The whole menu stays in the props: the veg-only mode picks what shows, and a new mode needs no request.
  const view = useMemo(() => {
    if (!refetched) return { header, sections: vegSections(sections, vegMode) };
    if (!area.data || !isMenuResponse(area.data)) return null;
    const info = menuRestaurantInfo(area.data);
    return info ? { header: menuHeader(info), sections: vegSections(menuSections(area.data), vegMode) } : null;
  }, [refetched, area.data, header, sections, vegMode]);

  const entries = useMemo(() => (view ? browseEntries(view.sections) : []), [view]);
  const state = view?.header.state;
  const restaurant = useMemo(
    () => ({ name: view?.header.name ?? '', state: state ?? { open: true, text: null } }),
    [view?.header.name, state],
  );
  // An open menu follows its dishes' stock live; the realtime client is fetched only then.
  const open = state?.open ?? true;
  useEffect(() => (open ? followMenuStock(restaurantId) : undefined), [open, restaurantId]);

  const toggle = useCallback((id: string) => {
    setClosed((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const goToSection = useCallback((id: string) => {
    setClosed((previous) => {
      if (!previous.has(id)) return previous;
      const next = new Set(previous);
      next.delete(id);
      return next;
    });
    const target = document.getElementById(id);
    if (!target) return;
    target.querySelector<HTMLElement>('.section-toggle')?.focus({ preventScroll: true });
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, []);

  const closeSearch = useCallback(() => {
    setSearchOpen(false);
    setSearchText('');
    requestAnimationFrame(() => searchButton.current?.focus());
  }, []);

  if (refetched && area.isLoading) return <MenuSkeleton />;
  if (!view) {
    return (
      <div className="menu-error" role="alert">
        <p>{area.error ?? t.loadFailed}</p>
        <button type="button" className="btn" onClick={() => shownPoint.current && load(shownPoint.current)}>
          {t.tryAgain}
        </button>
      </div>
    );
  }

  return (
    <MenuRestaurantContext value={restaurant}>
      <div className="restaurant-menu">
        <MenuHeader
          header={view.header}
          searchOpen={searchOpen}
          searchButton={searchButton}
          onSearch={() => (searchOpen ? closeSearch() : setSearchOpen(true))}
          favourite={
            <FavouriteButton
              restaurantId={restaurantId}
              name={view.header.name}
              initial={saved}
              className="icon-button fav-heart-menu"
            />
          }
        />
        <MenuAheadNote restaurantId={restaurantId} state={state} />
        {!searchOpen && <MenuOffers offers={offers} />}
        {searchOpen ? (
          <MenuSearch
            restaurantName={view.header.name}
            restaurantId={restaurantId}
            sections={view.sections}
            text={searchText}
            onText={setSearchText}
            onBack={closeSearch}
          />
        ) : (
          <>
            <MenuSections
              sections={view.sections}
              vegMode={vegMode}
              restaurantId={restaurantId}
              closed={closed}
              onToggle={toggle}
            />
            {hydrated && entries.length > 0 && <BrowseMenu entries={entries} onChoose={goToSection} />}
          </>
        )}
        <CartConflictDialog />
        <CustomiseHost />
        <OrderAheadDialog />
        {open && <MenuStockNews sections={view.sections} />}
      </div>
    </MenuRestaurantContext>
  );
}

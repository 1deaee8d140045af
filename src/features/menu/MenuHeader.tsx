/**
 * The restaurant header: name, cuisines, area and distance, rating box, whether it is open, its
 * minimum order and surge fee, fee message, delivery row, search icon.
 */
import type { ReactNode, RefObject } from 'react';
import { useMessages } from '#src/i18n/useMessages.ts';
import { DeliveryIcon } from './DeliveryIcon';
import { formatKm, type MenuHeaderData } from './menuRules';
import { menuMessages } from './messages/en.ts';

interface Props {
  header: MenuHeaderData;
  searchOpen: boolean;
  /** The search icon, so closing the search can give it focus back. */
  searchButton?: RefObject<HTMLButtonElement | null>;
  onSearch: () => void;
  /** The heart that saves the restaurant. */
  favourite?: ReactNode;
}

/** The header of the menu page. */
export function MenuHeader({ header, searchOpen, searchButton, onSearch, favourite }: Props) {
  const t = useMessages(menuMessages);
  const km = header.lastMileTravel === null ? '' : formatKm(header.lastMileTravel, t);
  return (
    <header className="menu-header">
      <div className="menu-header-top">
        <div className="menu-header-main">
          <h1 className="restaurant-name" translate="no">
            {header.name}
          </h1>
          <p className="restaurant-cuisines">{header.cuisines.join(', ')}</p>
          <p className="restaurant-area">
            <span translate="no">{header.areaName}</span>
            {km && ', '}
            {km && <span className="restaurant-distance">{km}</span>}
          </p>
        </div>
        <div className="menu-header-side">
          {favourite}
          <button
            ref={searchButton}
            type="button"
            className="icon-button menu-search-toggle"
            onClick={onSearch}
            aria-expanded={searchOpen}
            aria-label={t.searchInMenu}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
              <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
          {/* biome-ignore lint/a11y/useSemanticElements: figures shown together, not form controls, so not a fieldset */}
          <div className="rating-box" role="group" aria-label={t.ratings}>
            <span className="rating-value">
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                <path
                  d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
                  fill="currentColor"
                />
              </svg>
              <span className="visually-hidden">{t.rated}</span>
              {header.avgRatingString}
            </span>
            <span className="rating-count">{header.totalRatingsString}</span>
          </div>
        </div>
      </div>
      <MenuFacts header={header} />
      {header.feeMessage && (
        <p className="fee-message">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="7" cy="17" r="2.4" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="18" cy="17" r="2.4" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M9.5 17h6M4.6 17H3V8h10v9M13 11h4l3 4v2h-.6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          <span>{header.feeMessage}</span>
        </p>
      )}
      <hr className="menu-header-rule" />
      <p className="delivery-row">
        {header.deliveryTime !== null && <DeliveryIcon minutes={header.deliveryTime} />}
        <span className="delivery-time">{header.slaString}</span>
        {header.costForTwoMessage && (
          <span className="cost-for-two">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
              <path
                d="M8.5 8h7M8.5 11h7M10 8c4 0 4 6 0 6h-1l5 4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {header.costForTwoMessage}
          </span>
        )}
      </p>
    </header>
  );
}

/** Open or not ("Closed · opens at 6 pm"), the minimum order and the surge fee with its reason. */
function MenuFacts({ header }: { header: MenuHeaderData }) {
  const { state, minimum, surge } = header;
  const t = useMessages(menuMessages);
  if (!state?.text && !minimum && !surge) return null;
  return (
    <ul className="menu-facts" aria-label={t.orderingFromHere}>
      {state?.text && <li className={state.open ? 'menu-state' : 'menu-state is-closed'}>{state.text}</li>}
      {minimum && <li>{minimum}</li>}
      {surge && <li>{surge}</li>}
    </ul>
  );
}

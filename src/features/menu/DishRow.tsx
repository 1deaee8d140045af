/**
 * One dish of the menu: diet mark, ribbon, name, price, liked share, description, image, 'Customisable' note,
 * and its add control, or why it cannot be added now ("Sold out", live; "Available from 12 pm",
 * "Closed · opens at 6 pm" with ADD asking about ordering ahead).
 */
import { useContext, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Dish } from '#src/lib/catalogTypes.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { mediaUrl, imageSizes } from '#src/lib/media.ts';
import { $liveStock } from '#src/stores/menuStock.ts';
import { DishAdd } from '../availability/DishAdd';
import { MenuRestaurantContext } from './menuRestaurant';
import { DishLikedShare } from '../reviews/DishLikedShare';
import { VegMark } from '../veg/VegMark';
import { displayPrice, oldPrice, splitDescription } from './menuRules';
import { menuMessages } from './messages/en.ts';

interface Props {
  dish: Dish;
  restaurantId: string;
  /** Heading level of the dish name under its section. */
  level: 3 | 4;
  /** The menu's first dish image: fetched at once and first, as the largest paint above the fold. */
  priority?: boolean;
}

/** A dish row of a section or of the in-menu search results. */
export function DishRow({ dish, restaurantId, level, priority = false }: Props) {
  const [expanded, setExpanded] = useState(false);
  const description = useRef<HTMLParagraphElement>(null);
  const { shown, rest, more } = splitDescription(dish.description);
  const old = oldPrice(dish);
  const Name = level === 3 ? 'h3' : 'h4';
  const restaurant = useContext(MenuRestaurantContext);
  const live = useStore($liveStock, { keys: [dish.id] })[dish.id];
  const t = useMessages(menuMessages);

  function expand() {
    setExpanded(true);
    // The button goes away once pressed; keep keyboard focus on the text it revealed.
    requestAnimationFrame(() => description.current?.focus());
  }

  return (
    <li className="dish">
      <div className="dish-text">
        <div className="dish-tags">
          <VegMark veg={dish.itemAttribute.vegClassifier} />
          <span className="dish-ribbon">{dish.ribbon?.text || t.primary}</span>
        </div>
        <Name className="dish-name" translate="no">
          {dish.name}
        </Name>
        <p className="dish-price">
          {old && (
            <>
              <del className="dish-old-price">
                <span className="visually-hidden">{t.oldPrice}</span>
                {old}
              </del>{' '}
            </>
          )}
          <span>{displayPrice(dish)}</span>
        </p>
        <DishLikedShare likes={dish.likes} />
        {shown && (
          <p className="dish-desc" ref={description} tabIndex={-1} translate="no">
            {shown}
            {more && !expanded && (
              <>
                <span aria-hidden="true">… </span>
                <button
                  type="button"
                  className="dish-more"
                  onClick={expand}
                  aria-label={t.moreAbout({ dish: dish.name })}
                >
                  {t.more}
                </button>
              </>
            )}
            {more && <span hidden={!expanded}>{rest}</span>}
          </p>
        )}
      </div>
      <div className="dish-side">
        {dish.imageId && (
          <img
            className="dish-image"
            src={mediaUrl(dish.imageId, 'dish')}
            width={imageSizes.dish.width}
            height={imageSizes.dish.height}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority ? { fetchPriority: 'high' as const } : {})}
            alt={dish.name}
          />
        )}
        <DishAdd
          dish={dish}
          restaurantId={restaurantId}
          restaurantName={restaurant.name}
          state={restaurant.state}
          live={live}
          className="dish-add"
        />
        {dish.customisable && <span className="dish-custom">{t.customisable}</span>}
      </div>
    </li>
  );
}

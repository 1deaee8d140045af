/** The menu's sections: collapsible item-card sections and titled blocks of collapsible categories. */
import type { Dish } from '#src/lib/catalogTypes.ts';
import { type VegMode, vegTexts } from '#src/lib/vegRules.ts';
import { VegModeEmpty } from '../veg/VegModeEmpty';
import { DishRow } from './DishRow';
import { sectionHeading, type MenuSection } from './menuRules';

interface Props {
  /** The sections the veg-only mode `vegMode` leaves (`vegSections`). */
  sections: MenuSection[];
  vegMode: VegMode;
  restaurantId: string;
  /** Ids of the sections the diner closed; every other section is open (sections start open). */
  closed: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

interface CollapsibleProps {
  id: string;
  title: string;
  dishes: Dish[];
  open: boolean;
  onToggle: (id: string) => void;
  restaurantId: string;
  level: 2 | 3;
  /** The menu's first list: its first dish image is above the fold on a phone. */
  first?: boolean;
}

/** One collapsible list of dishes; its header reads 'title (item count)' and toggles it. */
function Collapsible({ id, title, dishes, open, onToggle, restaurantId, level, first = false }: CollapsibleProps) {
  const firstImage = first ? dishes.findIndex((dish) => dish.imageId) : -1;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={id} className={`menu-section level-${level}`} aria-labelledby={`${id}-toggle`}>
      <Heading className="section-heading">
        <button
          type="button"
          id={`${id}-toggle`}
          className="section-toggle"
          aria-expanded={open}
          aria-controls={`${id}-dishes`}
          onClick={() => onToggle(id)}
        >
          <span>{sectionHeading(title, dishes.length)}</span>
          <svg
            className="section-chevron"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M6 9l6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </Heading>
      <ul id={`${id}-dishes`} className="dish-list" hidden={!open}>
        {dishes.map((dish, i) => (
          <DishRow
            key={dish.id}
            dish={dish}
            restaurantId={restaurantId}
            level={level === 2 ? 3 : 4}
            priority={i === firstImage}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * Renders every section of the REGULAR group in order, separated by thick rules; a menu the
 * veg-only mode left empty says so, with the button that turns the mode off.
 */
export function MenuSections({ sections, vegMode, restaurantId, closed, onToggle }: Props) {
  if (sections.length === 0 && vegMode !== 'all')
    return <VegModeEmpty title={vegTexts.emptyMenu[vegMode]}>{vegTexts.emptyMenuNote}</VegModeEmpty>;
  return (
    <div className="menu-sections">
      {sections.map((section, s) =>
        section.kind === 'items' ? (
          <Collapsible
            key={section.id}
            {...section}
            first={s === 0}
            open={!closed.has(section.id)}
            onToggle={onToggle}
            restaurantId={restaurantId}
            level={2}
          />
        ) : (
          <section key={section.id} id={section.id} className="menu-block" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="block-title">
              {section.title}
            </h2>
            {section.categories.map((category, c) => (
              <Collapsible
                key={category.id}
                {...category}
                first={s === 0 && c === 0}
                open={!closed.has(category.id)}
                onToggle={onToggle}
                restaurantId={restaurantId}
                level={3}
              />
            ))}
          </section>
        ),
      )}
    </div>
  );
}

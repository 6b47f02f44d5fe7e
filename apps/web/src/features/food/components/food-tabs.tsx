/**
 * The tabs of /gourmetFood (restaurants, food) in plain HTML with the WAI-ARIA tabs pattern: a
 * tablist of buttons, one tabpanel, the selected tab in the tab order and the others reached with
 * the arrow keys (Home and End too). Moving between tabs selects them (automatic activation); the
 * choice itself lives in the URL, so the caller owns it.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FOOD_TABS, type FoodTab } from '../hooks/use-food-filters';

export interface FoodTabsProps {
  value: FoodTab;
  onChange: (tab: FoodTab) => void;
  /** Id of the heading that names the tab list. */
  labelledBy: string;
  /** The selected tab's content. */
  children: ReactNode;
}

/** Tab list and the panel of the selected tab. */
export function FoodTabs({ value, onChange, labelledBy, children }: FoodTabsProps) {
  const { t } = useTranslation('food');
  const baseId = useId();
  const buttons = useRef<Partial<Record<FoodTab, HTMLButtonElement | null>>>({});
  const tabId = (tab: FoodTab) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = FOOD_TABS.indexOf(value);
    const last = FOOD_TABS.length - 1;
    let target: number;
    if (event.key === 'ArrowRight') target = index === last ? 0 : index + 1;
    else if (event.key === 'ArrowLeft') target = index === 0 ? last : index - 1;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = last;
    else return;
    const next = FOOD_TABS[target];
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    if (next !== value) onChange(next);
  };

  return (
    <>
      <div role="tablist" aria-labelledby={labelledBy} className="food-tabs" onKeyDown={onKeyDown}>
        {FOOD_TABS.map((tab) => {
          const selected = tab === value;
          return (
            <button
              key={tab}
              ref={(element) => {
                buttons.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              className="food-tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => {
                if (!selected) onChange(tab);
              }}
            >
              {t(`tabs.${tab}`)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className="food-tab-panel">
        {children}
      </div>
    </>
  );
}

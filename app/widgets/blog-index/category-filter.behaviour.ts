import { categoryFromSearch, isChosen, listStatus, searchWithCategory } from "~/lib/blog/category-filter";
import { ALL_CATEGORIES, matchesCategory } from "~/lib/blog/collection";
import { defineBehaviour } from "../behaviour";
import * as hooks from "./hooks";
import { applyMasonry } from "./masonry";

/**
 * The blog list's category filter (BlogIndex): the category lives in the address
 * (`?kategori=seo`, any case) so a filtered list can be shared. Choosing one presses its button,
 * hides the other cards, counts them in the status line and lays the list out again, all in the
 * click's own task, so the next frame shows the result. The address is replaced, not pushed: a
 * filter is not a page to go back to.
 */
export default defineBehaviour({
  root: hooks.index,
  mount(root) {
    const options = [...root.querySelectorAll<HTMLButtonElement>(`button${hooks.option.selector}`)];
    const list = root.querySelector<HTMLElement>(hooks.list.selector);
    const items = list ? [...list.querySelectorAll<HTMLElement>(`:scope > ${hooks.item.selector}`)] : [];
    const status = root.querySelector(hooks.listStatus.selector);
    const empty = root.querySelector<HTMLElement>(hooks.empty.selector);
    const emptyName = root.querySelector(hooks.emptyName.selector);

    const show = (category: string) => {
      for (const option of options) {
        option.setAttribute("aria-pressed", String(isChosen(hooks.option.read(option) ?? "", category)));
      }
      let shown = 0;
      for (const item of items) {
        item.hidden = !matchesCategory(hooks.item.read(item) ?? "", category);
        if (!item.hidden) shown += 1;
      }
      if (status) status.textContent = listStatus(category, shown, items.length);
      if (list) list.hidden = shown === 0;
      if (empty) empty.hidden = shown > 0;
      if (emptyName && shown === 0) {
        // A known category by its button's name, an unknown one as the address wrote it.
        const known = options.find((option) => isChosen(hooks.option.read(option) ?? "", category));
        emptyName.textContent = known?.textContent ?? category;
      }
    };

    const choose = (category: string) => {
      show(category);
      if (list && !list.hidden) applyMasonry(list);
      const { pathname, search, hash } = window.location;
      history.replaceState(history.state, "", pathname + searchWithCategory(search, category) + hash);
    };

    root.addEventListener("click", (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const option = target?.closest<HTMLButtonElement>(`button${hooks.option.selector}`);
      if (option) return choose(hooks.option.read(option) ?? ALL_CATEGORIES);
      if (!target?.closest(`button${hooks.showAll.selector}`)) return;
      choose(ALL_CATEGORIES);
      // The clicked button is hidden with the message; focus goes to the filter that now shows the state.
      options.find((candidate) => hooks.option.read(candidate) === ALL_CATEGORIES)?.focus();
    });

    const category = categoryFromSearch(window.location.search);
    if (category === ALL_CATEGORIES) return;
    show(category);
    // The masonry may have placed the full list already: place what stays.
    if (list && !list.hidden && hooks.placed.read(list) !== null) applyMasonry(list);
  },
});

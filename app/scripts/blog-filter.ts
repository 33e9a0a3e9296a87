import { categoryFromSearch, isChosen, listStatus, searchWithCategory } from "~/lib/blog/category-filter";
import { ALL_CATEGORIES, matchesCategory } from "~/lib/blog/collection";
import { applyMasonry } from "~/lib/masonry";

/**
 * The blog list's category filter (BlogIndex): the category lives in the address
 * (`?kategori=seo`, any case) so a filtered list can be shared. Choosing one presses its button,
 * hides the other cards, counts them in the status line and lays the list out again, all in the
 * click's own task, so the next frame shows the result. The address is replaced, not pushed: a
 * filter is not a page to go back to.
 */
export function initBlogFilter() {
  const root = document.querySelector<HTMLElement>("[data-blog-index]");
  if (!root) return;
  const options = [...root.querySelectorAll<HTMLButtonElement>("button[data-category-option]")];
  const list = root.querySelector<HTMLElement>("[data-masonry-list]");
  const items = list ? [...list.querySelectorAll<HTMLElement>(":scope > [data-category]")] : [];
  const status = root.querySelector("[data-list-status]");
  const empty = root.querySelector<HTMLElement>("[data-empty-category]");
  const emptyName = root.querySelector("[data-empty-category-name]");

  const show = (category: string) => {
    for (const option of options) {
      option.setAttribute("aria-pressed", String(isChosen(option.dataset.categoryOption ?? "", category)));
    }
    let shown = 0;
    for (const item of items) {
      item.hidden = !matchesCategory(item.dataset.category ?? "", category);
      if (!item.hidden) shown += 1;
    }
    if (status) status.textContent = listStatus(category, shown, items.length);
    if (list) list.hidden = shown === 0;
    if (empty) empty.hidden = shown > 0;
    if (emptyName && shown === 0) {
      // A known category by its button's name, an unknown one as the address wrote it.
      const known = options.find((option) => isChosen(option.dataset.categoryOption ?? "", category));
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
    const option = target?.closest<HTMLButtonElement>("button[data-category-option]");
    if (option) return choose(option.dataset.categoryOption ?? ALL_CATEGORIES);
    if (!target?.closest("button[data-show-all]")) return;
    choose(ALL_CATEGORIES);
    // The clicked button is hidden with the message; focus goes to the filter that now shows the state.
    options.find((candidate) => candidate.dataset.categoryOption === ALL_CATEGORIES)?.focus();
  });

  const category = categoryFromSearch(window.location.search);
  if (category !== ALL_CATEGORIES) show(category);
}

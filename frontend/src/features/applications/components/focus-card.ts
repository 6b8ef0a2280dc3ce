/** Focus on a board card's link wherever the card now is (after a move it sits in another column's list). */
export function focusCard(id: string) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-application-id="${CSS.escape(id)}"] a`)?.focus());
}

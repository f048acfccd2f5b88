/**
 * Waits until Swiper has started on the carousels in `container` (a carousel island's mount starts it
 * on the server markup). vi.waitFor keeps working under fake timers (Testing Library's waitFor waits on
 * a faked setTimeout there).
 */
export async function swiperStarted(container: HTMLElement, count = 1) {
  await vi.waitFor(() => {
    const started = container.querySelectorAll('.swiper-initialized').length;
    if (started < count) throw new Error(`${started} of ${count} carousels have started Swiper`);
  });
}

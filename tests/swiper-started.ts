import { act } from 'react';

/**
 * Waits until Swiper has loaded and started on the carousels in `container` (useLazySwiper starts it
 * after the first render), inside act so React applies what that start changes. vi.waitFor keeps
 * working under fake timers (Testing Library's waitFor waits on a faked setTimeout there).
 */
export async function swiperStarted(container: HTMLElement, count = 1) {
  await act(async () => {
    await vi.waitFor(() => {
      const started = container.querySelectorAll('.swiper-initialized').length;
      if (started < count) throw new Error(`${started} of ${count} carousels have started Swiper`);
    });
  });
}

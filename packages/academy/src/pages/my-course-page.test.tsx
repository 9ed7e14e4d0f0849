import { ALL_COURSES_LABEL, COURSE_TAGS, coursesQuerySchema, getApiClient } from '@atrium/api';
import { getDb, listCourses, resetDemoData } from '@atrium/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MY_COURSE_SEARCH, myCourseSearchSchema, type MyCourseSearch } from '../search';
import { renderAcademy } from '../test/render';
import { MyCoursePage } from './my-course-page';

async function shownTitles(): Promise<string[]> {
  const grid = await screen.findByTestId('course-grid', {}, { timeout: 5000 });
  await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'false'));
  return within(grid)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('link').textContent ?? '');
}

const searchArb: fc.Arbitrary<MyCourseSearch> = fc.record({
  q: fc.constantFrom('', 'design', 'an', 'ZZZ-none', 'the'),
  label: fc.constantFrom(ALL_COURSES_LABEL, ...COURSE_TAGS),
  hideCompleted: fc.boolean(),
  sortBy: fc.constantFrom(undefined, 'courseName' as const, 'progress' as const),
  orderBy: fc.constantFrom(undefined, 'asc' as const, 'desc' as const),
  page: fc.integer({ min: 1, max: 4 }),
  itemsPerPage: fc.constantFrom(5, 10, 20),
});

describe('@atrium/academy/MyCoursePage', () => {
  it('shows exactly the courses the API answers for every filter, sort and page combination', async () => {
    await fc.assert(
      fc.asyncProperty(searchArb, async (search) => {
        resetDemoData();
        const expected = listCourses(getDb(), coursesQuerySchema.parse(search));
        const view = renderAcademy(<MyCoursePage search={search} onSearchChange={() => {}} />);
        try {
          if (expected.total === 0) {
            expect(await screen.findByText('No courses match')).toBeInTheDocument();
          } else if (expected.courses.length === 0) {
            expect(await screen.findByText('This page is empty')).toBeInTheDocument();
          } else {
            expect(await shownTitles()).toEqual(expected.courses.map((c) => c.courseTitle));
          }
          expect(screen.getByText(`${expected.total} of 25 courses`)).toBeInTheDocument();
        } finally {
          view.unmount();
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('changing a filter reports it and sends the page back to 1; paging keeps the filters', async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    renderAcademy(<MyCoursePage search={{ ...DEFAULT_MY_COURSE_SEARCH, page: 2 }} onSearchChange={onSearchChange} />);
    await shownTitles();
    await user.click(screen.getByRole('switch', { name: 'Hide completed' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ hideCompleted: true, page: 1 });
    await user.click(screen.getByRole('combobox', { name: 'Topic' }));
    await user.click(await screen.findByRole('option', { name: 'Art', hidden: true }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ label: 'Art', page: 1 });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'angular{Enter}');
    expect(onSearchChange).toHaveBeenLastCalledWith({ q: 'angular', page: 1 });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 3 });
  });

  it('shows an error with retry when the API fails, and the courses after a successful retry', async () => {
    const user = userEvent.setup();
    const spy = vi.spyOn(getApiClient(), 'getCourses').mockRejectedValueOnce(new Error('offline'));
    renderAcademy(<MyCoursePage search={DEFAULT_MY_COURSE_SEARCH} onSearchChange={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await shownTitles()).toHaveLength(10);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('the URL schema falls back to the defaults for junk (SPEC §5)', () => {
    expect(myCourseSearchSchema.parse({ page: 'x', itemsPerPage: '-3', label: 7, hideCompleted: 'maybe', sortBy: 'price' })).toEqual(DEFAULT_MY_COURSE_SEARCH);
    expect(DEFAULT_MY_COURSE_SEARCH).toMatchObject({ label: 'All Courses', page: 1, itemsPerPage: 10, hideCompleted: false, q: '' });
  });
});

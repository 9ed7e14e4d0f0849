// Query options and mutations of the academy feature, all keyed through `academyKeys`.
import { getApiClient, isApiError, type CourseDetails, type CoursesQuery } from '@atrium/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const academyKeys = {
  all: ['academy'] as const,
  courses: () => [...academyKeys.all, 'courses'] as const,
  courseList: (query: Partial<CoursesQuery>) => [...academyKeys.courses(), query] as const,
  details: (courseId: number) => [...academyKeys.all, 'course-details', courseId] as const,
  stats: () => [...academyKeys.all, 'stats'] as const,
};

export function coursesQuery(query: Partial<CoursesQuery>) {
  return queryOptions({
    queryKey: academyKeys.courseList(query),
    queryFn: () => getApiClient().getCourses(query),
    // the grid keeps the last page while the next loads, so it does not flash empty
    placeholderData: keepPreviousData,
  });
}

/** The details of one course; a 404 is an answer (the page shows not-found), not worth a retry. */
export function courseDetailsQuery(courseId: number) {
  return queryOptions({
    queryKey: academyKeys.details(courseId),
    queryFn: () => getApiClient().getCourseDetails(courseId),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });
}

export function academyStatsQuery() {
  return queryOptions({ queryKey: academyKeys.stats(), queryFn: () => getApiClient().getAcademyStats() });
}

export interface TopicToggle {
  sectionId: string;
  topicIndex: number;
  isCompleted: boolean;
}

/** Ticks a topic: shown at once (optimistic), rolled back if the server refuses. */
export function useToggleTopic(courseId: number, options: { onError?: (error: unknown) => void; onSuccess?: (toggle: TopicToggle) => void } = {}) {
  const queryClient = useQueryClient();
  const key = academyKeys.details(courseId);
  return useMutation({
    mutationFn: ({ sectionId, topicIndex, isCompleted }: TopicToggle) => getApiClient().setCourseTopicCompleted(courseId, sectionId, topicIndex, isCompleted),
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CourseDetails>(key);
      if (previous) queryClient.setQueryData(key, applyToggle(previous, toggle));
      return { previous };
    },
    onError: (error, _toggle, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      options.onError?.(error);
    },
    onSuccess: (details, toggle) => {
      queryClient.setQueryData(key, details);
      options.onSuccess?.(toggle);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The details with one topic changed and its section's done/total recomputed. */
export function applyToggle(details: CourseDetails, { sectionId, topicIndex, isCompleted }: TopicToggle): CourseDetails {
  return {
    ...details,
    content: details.content.map((section) => {
      if (section.id !== sectionId) return section;
      const topics = section.topics.map((t, i) => (i === topicIndex ? { ...t, isCompleted } : t));
      return { ...section, topics, status: `${topics.filter((t) => t.isCompleted).length}/${topics.length}` };
    }),
  };
}

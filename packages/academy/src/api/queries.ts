// Query options and mutations of the academy feature, all keyed through `academyKeys`.
import { getApiClient, type CourseDetails, type CoursesQuery } from '@atrium/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const academyKeys = {
  all: ['academy'] as const,
  courses: () => [...academyKeys.all, 'courses'] as const,
  courseList: (query: Partial<CoursesQuery>) => [...academyKeys.courses(), query] as const,
  details: () => [...academyKeys.all, 'course-details'] as const,
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

export function courseDetailsQuery() {
  return queryOptions({ queryKey: academyKeys.details(), queryFn: () => getApiClient().getCourseDetails() });
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
export function useToggleTopic(options: { onError?: (error: unknown) => void; onSuccess?: (toggle: TopicToggle) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, topicIndex, isCompleted }: TopicToggle) => getApiClient().setCourseTopicCompleted(sectionId, topicIndex, isCompleted),
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: academyKeys.details() });
      const previous = queryClient.getQueryData<CourseDetails>(academyKeys.details());
      if (previous) queryClient.setQueryData(academyKeys.details(), applyToggle(previous, toggle));
      return { previous };
    },
    onError: (error, _toggle, context) => {
      if (context?.previous) queryClient.setQueryData(academyKeys.details(), context.previous);
      options.onError?.(error);
    },
    onSuccess: (details, toggle) => {
      queryClient.setQueryData(academyKeys.details(), details);
      options.onSuccess?.(toggle);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: academyKeys.details() }),
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

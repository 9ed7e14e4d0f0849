import { COURSE_TAGS, type Course, type CourseDetails } from '@atrium/api';
import { avatar, thumbnail } from './images';
import { seededFaker } from './random';

const TITLES: Record<(typeof COURSE_TAGS)[number], readonly string[]> = {
  Web: ['Basics of Angular', 'React Native from Scratch', 'Modern JavaScript in Depth', 'Node.js for Beginners', 'Vue 3 Composition API'],
  Design: ['Typography Essentials', 'Design Systems at Scale', 'Colour Theory for Screens', 'Logo Design Workshop', 'Layout and Grids'],
  Psychology: ['Foundations of Psychology', 'The Science of Habits', 'Social Psychology 101', 'Motivation at Work', 'Cognitive Biases'],
  'UI/UX': ['UI/UX Design Fundamentals', 'Usability Testing', 'Mobile UX Patterns', 'Figma for Product Teams', 'Accessible Interfaces'],
  Art: ['Drawing the Human Figure', 'Watercolour Landscapes', 'Digital Painting', 'Art History Survey', 'Sketching Every Day'],
};
const LOGOS = ['tabler-brand-angular', 'tabler-brand-react', 'tabler-brand-figma', 'tabler-palette', 'tabler-brain'];
const COLORS = ['primary', 'success', 'warning', 'info', 'error', 'secondary'];

export function seedCourses(): Course[] {
  const faker = seededFaker(1);
  return Array.from({ length: 25 }, (_, i) => {
    const tag = COURSE_TAGS[i % COURSE_TAGS.length] ?? 'Web';
    const courseTitle = TITLES[tag][Math.floor(i / COURSE_TAGS.length)] ?? `Course ${i + 1}`;
    const user = faker.person.fullName();
    const totalTasks = faker.number.int({ min: 10, max: 40 });
    // every fifth course is finished, so hideCompleted has something to hide
    const completedTasks = i % 5 === 2 ? totalTasks : faker.number.int({ min: 0, max: totalTasks - 1 });
    return {
      id: i + 1,
      user,
      image: thumbnail(courseTitle),
      tutorImg: avatar(user),
      completedTasks,
      totalTasks,
      userCount: faker.number.int({ min: 20, max: 400 }),
      note: faker.number.int({ min: 5, max: 60 }),
      view: faker.number.int({ min: 10, max: 300 }),
      time: `${faker.number.int({ min: 2, max: 30 })}h ${faker.number.int({ min: 0, max: 59 })}m`,
      logo: LOGOS[i % LOGOS.length] ?? 'tabler-book',
      color: COLORS[i % COLORS.length] ?? 'primary',
      courseTitle,
      desc: faker.lorem.sentence({ min: 8, max: 16 }),
      tags: tag,
      rating: faker.number.float({ min: 3, max: 5, fractionDigits: 1 }),
      ratingCount: faker.number.int({ min: 50, max: 2_000 }),
    };
  });
}

export function seedCourseDetails(): CourseDetails {
  const topics = (titles: string[], done: number) =>
    titles.map((title, i) => ({ title, time: `${2 + ((i * 3) % 9)}.${(i * 17) % 60} min`, isCompleted: i < done }));
  const section = (id: string, title: string, time: string, titles: string[], done: number) => ({
    id,
    title,
    status: `${done}/${titles.length}`,
    time,
    topics: topics(titles, done),
  });
  return {
    title: 'UI/UX Basic Fundamentals',
    about: 'Learn the principles of user interface and user experience design by building real screens.',
    instructor: 'Devonne Wallbridge',
    instructorAvatar: avatar('Devonne Wallbridge'),
    instructorPosition: 'Web Developer, Designer, and Teacher',
    skillLevel: 'All Level',
    totalStudents: 38_815,
    language: 'English',
    isCaptions: true,
    length: '1.5 total hours',
    totalLectures: 19,
    description:
      '<p>The material of this course is also covered in my other course about web design and development with HTML5 &amp; CSS3.</p><p>Scroll to the bottom of this page to check out that course, too!</p>',
    content: [
      section('section1', 'Course Content', '4.4 min', ['Welcome to this course', 'Watch before you start', 'Basic design theory', 'Basic fundamentals'], 2),
      section('section2', 'Web design for Developers', '4.8 min', ['How to use Pages in Figma', 'What is Lo Fi Wireframe', 'How to use color in Figma', 'Frames vs Groups in Figma'], 4),
      section('section3', 'Build Beautiful Websites!', '4.4 min', ['Section & Div Block', 'Read-Only Version of Chat App', 'Webflow Autosave', 'Canvas Settings'], 0),
      section('section4', 'Final Project', '4.3 min', ['Responsive Blog Site', 'Responsive Portfolio', 'Basic Design Theory'], 3),
    ],
  };
}

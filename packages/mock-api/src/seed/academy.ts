import { COURSE_TAGS, type Course, type CourseDetails } from '@atrium/api';
import { avatar, courseImage } from './images';
import { seededFaker } from './random';

// [title, description] per tag: Atrium Retail's staff academy
const COURSES: Record<(typeof COURSE_TAGS)[number], ReadonlyArray<readonly [string, string]>> = {
  Web: [
    ['Running the Online Storefront', 'Publish products, keep stock in sync with the branches and handle click-and-collect orders.'],
    ['Product Pages that Sell', 'Write titles, photos and size guides that answer questions before customers ask them.'],
    ['Reading the Web Analytics', 'Find where online shoppers drop off and what brings them back to the store.'],
    ['Email Campaigns for Branches', 'Plan a local newsletter, segment customers by branch and measure what it sold.'],
    ['Marketplace Basics', 'List the range on marketplaces without undercutting our own stores.'],
  ],
  Design: [
    ['Window Display Design', 'Plan a seasonal window from sketch to lighting, on a budget a branch can afford.'],
    ['In-store Signage that Works', 'Fonts, colours and wording that shoppers can read from three metres away.'],
    ['Planograms Made Simple', 'Lay out a shelf so best sellers sit at eye level and nothing is ever out of reach.'],
    ['Colour and Lighting on the Floor', 'Use light and colour to guide shoppers through the store and into the fitting rooms.'],
    ['Designing Seasonal Campaigns', 'Take a campaign from head office brief to posters, windows and the website.'],
  ],
  Psychology: [
    ['Understanding Shopper Behaviour', 'Why people browse, hesitate and buy, and what a sales assistant can do at each step.'],
    ['Handling Difficult Conversations', 'Calm an upset customer, say no politely and turn a complaint into a return visit.'],
    ['Motivating a Store Team', 'Set goals, give feedback and keep a busy team cheerful through the holiday season.'],
    ['The Science of Queues', 'Why waiting feels longer than it is, and small changes that make queues feel shorter.'],
    ['Building Customer Loyalty', 'What makes shoppers come back and how the loyalty programme rewards them.'],
  ],
  'UI/UX': [
    ['Designing the Self-checkout Flow', 'Map the steps at the self-checkout and remove the ones that make shoppers call for help.'],
    ['Mobile Shopping Journeys', 'Follow a customer from a phone search to a purchase in the branch.'],
    ['Usability Testing in the Store', 'Run five-minute tests with real shoppers and turn what you see into fixes.'],
    ['Accessible Shopping for Everyone', 'Make the website, the tills and the store itself easier for every customer to use.'],
    ['Dashboards for Store Managers', 'Read footfall, conversion and queue figures at a glance and act on them the same day.'],
  ],
  Art: [
    ['Visual Merchandising Sketching', 'Sketch displays quickly enough to agree a layout with the team before the shop opens.'],
    ['Photographing Products', 'Take clean product photos with a phone, a window and a sheet of white card.'],
    ['Hand Lettering for Chalkboards', 'Letter the daily offers board so it looks like it came from a designer.'],
    ['Styling Home Decor Displays', 'Group colours, textures and heights so a shelf of vases looks like a living room.'],
    ['Gift Wrapping as a Craft', 'Wrap fast and beautifully at the till, even in the last week before the holidays.'],
  ],
};
const LOGOS = ['tabler-brand-angular', 'tabler-brand-react', 'tabler-brand-figma', 'tabler-palette', 'tabler-brain'];
const COLORS = ['primary', 'success', 'warning', 'info', 'error', 'secondary'];

export function seedCourses(): Course[] {
  const faker = seededFaker(1);
  return Array.from({ length: 25 }, (_, i) => {
    const tag = COURSE_TAGS[i % COURSE_TAGS.length] ?? 'Web';
    const [courseTitle, desc] = COURSES[tag][Math.floor(i / COURSE_TAGS.length) % COURSES[tag].length] ?? ['Welcome to Atrium Retail', 'Everything a new colleague needs in the first week.'];
    const user = faker.person.fullName();
    const totalTasks = faker.number.int({ min: 10, max: 40 });
    // every fifth course is finished, so hideCompleted has something to hide
    const completedTasks = i % 5 === 2 ? totalTasks : faker.number.int({ min: 0, max: totalTasks - 1 });
    return {
      id: i + 1,
      user,
      image: courseImage(tag, courseTitle),
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
      desc,
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

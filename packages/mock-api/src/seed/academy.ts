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

// What each topic area teaches after the welcome: two sections of three lessons per tag.
const CURRICULA: Record<(typeof COURSE_TAGS)[number], ReadonlyArray<readonly [string, readonly string[]]>> = {
  Web: [
    ['The storefront', ['Publishing a product', 'Stock that matches the branches', 'Click-and-collect orders']],
    ['Measuring what sells', ['Reading the sales report', 'Where shoppers drop off', 'Testing a change safely']],
  ],
  Design: [
    ['From brief to sketch', ['Reading the campaign brief', 'Sketching three options', 'Choosing with the team']],
    ['On the shop floor', ['Lighting and colour', 'Signs shoppers can read', 'Checking it from the door']],
  ],
  Psychology: [
    ['How shoppers decide', ['Browsing and hesitating', 'The moment of choice', 'After the purchase']],
    ['Conversations that help', ['Listening first', 'Saying no politely', 'Turning a complaint around']],
  ],
  'UI/UX': [
    ['Mapping the journey', ['Watching a real shopper', 'Drawing the steps', 'Finding the pain points']],
    ['Testing and fixing', ['Five-minute tests', 'Writing down what you saw', 'Shipping the smallest fix']],
  ],
  Art: [
    ['Materials and tools', ['What to keep in the kit', 'Working fast and clean', 'Practising the basics']],
    ['Making it yours', ['Composition and balance', 'Colour that fits the season', 'Showing your work to the team']],
  ],
};
const POSITIONS: Record<(typeof COURSE_TAGS)[number], string> = {
  Web: 'E-commerce Manager',
  Design: 'Visual Merchandising Lead',
  Psychology: 'Customer Experience Coach',
  'UI/UX': 'Product Designer',
  Art: 'Creative Lead',
};
const LEVELS = ['Beginner', 'Intermediate', 'All levels'];

/** The curriculum and facts of one course, written from the course itself; progress follows its tasks. */
export function seedCourseDetailsOf(course: Course, index: number): CourseDetails {
  const sections: Array<readonly [string, readonly string[]]> = [
    ['Getting started', [`Welcome to ${course.courseTitle}`, 'How this course works', 'What you will be able to do']],
    ...CURRICULA[course.tags],
    ['Final project', ['Plan it for your branch', 'Try it for one week', 'Share the results']],
  ];
  const total = sections.reduce((sum, [, topics]) => sum + topics.length, 0);
  const finished = course.completedTasks === course.totalTasks;
  // the same share of the curriculum as of the course's tasks; an unfinished course keeps one topic open
  let left = finished ? total : Math.min(total - 1, Math.round((course.completedTasks / course.totalTasks) * total));
  const minutes = (s: number, t: number) => 3 + ((index * 7 + s * 5 + t * 3) % 12);
  const content = sections.map(([title, titles], s) => {
    const topics = titles.map((topic, t) => {
      const isCompleted = left > 0;
      if (isCompleted) left -= 1;
      return { title: topic, time: `${minutes(s, t)} min`, isCompleted };
    });
    const sectionMinutes = titles.reduce((sum, _, t) => sum + minutes(s, t), 0);
    return { id: `section${s + 1}`, title, status: `${topics.filter((t) => t.isCompleted).length}/${topics.length}`, time: `${sectionMinutes} min`, topics };
  });
  return {
    courseId: course.id,
    title: course.courseTitle,
    about: course.desc,
    instructor: course.user,
    instructorAvatar: course.tutorImg,
    instructorPosition: POSITIONS[course.tags],
    skillLevel: LEVELS[index % LEVELS.length] ?? 'All levels',
    totalStudents: course.userCount,
    language: 'English',
    isCaptions: index % 3 !== 1,
    length: course.time,
    totalLectures: total,
    description: `<p>${course.desc}</p><p>Each lesson ends with a short exercise you can try on your next shift; the final project puts it to work in your own branch.</p>`,
    content,
  };
}

export function seedCourseDetails(courses: readonly Course[]): CourseDetails[] {
  return courses.map(seedCourseDetailsOf);
}

import { COURSE_TAGS, type Course, type CourseDetails } from '@atrium/api';
import { avatar, courseImage } from './images';
import { personName, seededFaker } from './random';

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
    const user = personName(faker);
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

// What each course teaches after the welcome: two sections of three lessons, written for that course
// (a topic area's generic syllabus read wrong on most of its courses, e.g. gift wrapping "materials and tools").
const CURRICULA: Record<string, ReadonlyArray<readonly [string, readonly string[]]>> = {
  'Running the Online Storefront': [
    ['The storefront', ['Publishing a product', 'Stock that matches the branches', 'Prices and promotions online']],
    ['Orders from the website', ['Click-and-collect orders', 'Shipping from the nearest branch', 'Returns bought online']],
  ],
  'Product Pages that Sell': [
    ['Words that answer questions', ['Titles shoppers search for', 'Descriptions that answer questions', 'Size guides and care notes']],
    ['Pictures and proof', ['Choosing the hero photo', 'Showing the product in use', 'Reviews on the page']],
  ],
  'Reading the Web Analytics': [
    ['The numbers that matter', ['Visits, conversion and basket size', 'Where the traffic comes from', 'Reading the weekly report']],
    ['From numbers to action', ['Where shoppers drop off', 'What brings them back', 'Testing a change safely']],
  ],
  'Email Campaigns for Branches': [
    ['Planning the newsletter', ['Who the branch writes to', 'Segmenting customers by branch', 'A calendar of local events']],
    ['Sending and measuring', ['Subject lines that get opened', 'Sending at the right hour', 'What the campaign sold']],
  ],
  'Marketplace Basics': [
    ['Getting listed', ['Choosing the marketplaces', 'Listing the range', 'Keeping marketplace stock in sync']],
    ['Selling alongside our stores', ['Pricing without undercutting the branches', 'Marketplace orders and returns', 'Ratings and seller reviews']],
  ],
  'Window Display Design': [
    ['From brief to sketch', ['Reading the campaign brief', 'Sketching three window options', 'Choosing with the team']],
    ['Building the window', ['Props on a branch budget', 'Lighting the window at night', 'Checking it from across the street']],
  ],
  'In-store Signage that Works': [
    ['Readable from three metres', ['Fonts that read at a distance', 'Colour and contrast', 'One message per sign']],
    ['Signs around the store', ['Wayfinding to the fitting rooms', 'Price and offer cards', 'Replacing tired signs']],
  ],
  'Planograms Made Simple': [
    ['Reading a planogram', ['Bays, shelves and facings', 'Best sellers at eye level', 'Following head office layouts']],
    ['Keeping shelves right', ['Resetting a bay before opening', 'Gaps and out-of-stocks', 'Sending changes back to head office']],
  ],
  'Colour and Lighting on the Floor': [
    ['Light on the floor', ['Warm and cool light', 'Spotlighting the hero products', 'Lighting the fitting rooms']],
    ['Colour that guides', ['Colour zones through the store', 'Seasonal colour changes', 'Walking the route as a shopper']],
  ],
  'Designing Seasonal Campaigns': [
    ['From head office brief', ['Reading the seasonal brief', 'Choosing the key products', 'Adapting it for your branch']],
    ['One campaign everywhere', ['Posters and shelf talkers', 'The window and the entrance', 'Matching the website']],
  ],
  'Understanding Shopper Behaviour': [
    ['How shoppers decide', ['Browsing and hesitating', 'The moment of choice', 'After the purchase']],
    ['Helping at each step', ['When to approach a browser', 'Answering the hesitant shopper', 'Adding to the basket without pushing']],
  ],
  'Handling Difficult Conversations': [
    ['Staying calm', ['Listening first', 'Keeping your own voice calm', 'When to call the manager']],
    ['Finding a way forward', ['Saying no politely', 'Offering what you can', 'Turning a complaint into a return visit']],
  ],
  'Motivating a Store Team': [
    ['Goals and feedback', ['Setting goals for the week', 'Feedback on the shop floor', 'Celebrating good days']],
    ['Through the busy season', ['Planning rotas fairly', 'Breaks that actually happen', 'Keeping spirits up in December']],
  ],
  'The Science of Queues': [
    ['Why waiting feels long', ['Occupied and unoccupied time', 'Uncertainty makes queues longer', 'Fairness and the single line']],
    ['Shorter-feeling queues', ['Opening the next till in time', 'Something to look at while waiting', 'Measuring queue times']],
  ],
  'Building Customer Loyalty': [
    ['Why shoppers come back', ['Service they remember', 'Knowing regular customers', 'Following up after a purchase']],
    ['The loyalty programme', ['Signing customers up at the till', 'Points, tiers and rewards', 'Member events in the branch']],
  ],
  'Designing the Self-checkout Flow': [
    ['Mapping the checkout', ['Watching shoppers at self-checkout', 'Drawing every step', 'Where they call for help']],
    ['Removing friction', ['Scanning and weighing items', 'Bags, coupons and loyalty cards', 'Paying and leaving with a receipt']],
  ],
  'Mobile Shopping Journeys': [
    ['From search to store', ['The phone search', 'Checking stock in the nearest branch', 'Directions and opening hours']],
    ['Phone in hand in the branch', ['Scanning a shelf label', 'Comparing prices in the aisle', 'Paying with the app']],
  ],
  'Usability Testing in the Store': [
    ['Planning a test', ['Choosing one task to test', 'Finding shoppers to ask', 'Five-minute test scripts']],
    ['From test to fix', ['Writing down what you saw', 'Picking the biggest problem', 'Shipping the smallest fix']],
  ],
  'Accessible Shopping for Everyone': [
    ['An accessible website', ['Text, contrast and screen readers', 'Forms anyone can fill in', 'Testing with the keyboard']],
    ['An accessible store', ['Aisles, ramps and step-free routes', 'Tills for wheelchair users', 'Quiet hours and helping with care']],
  ],
  'Dashboards for Store Managers': [
    ['Reading the dashboard', ['Footfall and conversion', 'Queue times and staffing', 'Comparing with last week']],
    ['Acting the same day', ['Spotting a problem early', 'Moving staff where shoppers are', 'Sharing the numbers with the team']],
  ],
  'Visual Merchandising Sketching': [
    ['Quick sketches', ['Pencils, markers and a sketchbook', 'Drawing a bay in perspective', 'Sketching in five minutes']],
    ['Agreeing the layout', ['Three options on one page', 'Marking prices and signs', 'Showing the sketch to the team']],
  ],
  'Photographing Products': [
    ['Light and setup', ['A window and a sheet of white card', 'Phone camera settings', 'Avoiding reflections and shadows']],
    ['Shots that sell', ['The front, side and detail shots', 'Products in use', 'Editing and uploading the photos']],
  ],
  'Hand Lettering for Chalkboards': [
    ['Lettering basics', ['Chalk, pens and the board', 'Letter shapes and spacing', 'Practising the alphabet']],
    ['The daily offers board', ['Planning the layout', 'Prices that stand out', 'Small drawings and borders']],
  ],
  'Styling Home Decor Displays': [
    ['Grouping objects', ['Groups of three', 'Heights and layers', 'Mixing textures']],
    ['A shelf that feels like home', ['A colour story for the season', 'Adding plants and light', 'Keeping the display shoppable']],
  ],
  'Gift Wrapping as a Craft': [
    ['Wrapping fast', ['Measuring the paper', 'Clean folds and corners', 'Boxes, bottles and odd shapes']],
    ['Finishing touches', ['Ribbons and bows', 'Gift tags and receipts', 'Keeping the queue moving in December']],
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
    ...(CURRICULA[course.courseTitle] ?? []),
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

/**
 * The seed's progress is the demo admin's (decision 0025): the courses as drawn (with their
 * completed tasks) and their ticked topics become that account's progress, and the catalogue keeps
 * nobody's (completedTasks 0, no topic ticked).
 */
export function seedAcademy(): { courses: Course[]; courseDetails: CourseDetails[]; progress: Array<{ courseId: number; completedTasks: number; topics: string[] }> } {
  const drawn = seedCourses();
  const details = seedCourseDetails(drawn);
  const progress = drawn.map((c, i) => ({
    courseId: c.id,
    completedTasks: c.completedTasks,
    topics: (details[i]?.content ?? []).flatMap((s) => s.topics.flatMap((t, index) => (t.isCompleted ? [`${s.id}/${index}`] : []))),
  }));
  return {
    courses: drawn.map((c) => ({ ...c, completedTasks: 0 })),
    courseDetails: details.map((d) => ({ ...d, content: d.content.map((s) => ({ ...s, status: `0/${s.topics.length}`, topics: s.topics.map((t) => ({ ...t, isCompleted: false })) })) })),
    progress,
  };
}

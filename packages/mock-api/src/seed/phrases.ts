// Atrium Retail's own words: the people, branches and phrase banks the inbox and chat seeds are
// written from. Faker only picks, fills and orders them (seeded), so every screen reads like the
// company's back office rather than placeholder text. Hebrew and Arabic lines belong to people in
// the Israeli and Dubai branches.

export type Lang = 'en' | 'he' | 'ar';

export interface Branch {
  city: string;
  country: string;
  lang: Lang;
}

export const BRANCHES: readonly Branch[] = [
  { city: 'Tel Aviv', country: 'Israel', lang: 'he' },
  { city: 'Haifa', country: 'Israel', lang: 'he' },
  { city: 'London', country: 'United Kingdom', lang: 'en' },
  { city: 'Manchester', country: 'United Kingdom', lang: 'en' },
  { city: 'Berlin', country: 'Germany', lang: 'en' },
  { city: 'Munich', country: 'Germany', lang: 'en' },
  { city: 'Paris', country: 'France', lang: 'en' },
  { city: 'New York', country: 'United States', lang: 'en' },
  { city: 'Chicago', country: 'United States', lang: 'en' },
  { city: 'Austin', country: 'United States', lang: 'en' },
  { city: 'Dubai', country: 'United Arab Emirates', lang: 'ar' },
  { city: 'Tokyo', country: 'Japan', lang: 'en' },
];

export interface Person {
  name: string;
  role: string;
  city: string;
  lang: Lang;
  /** the mailbox's domain: staff write from atrium-retail.example, suppliers from their own */
  domain: string;
}

const staff = (name: string, role: string, city: string, lang: Lang = 'en'): Person => ({ name, role, city, lang, domain: 'atrium-retail.example' });

/** Colleagues who write to John (operations, head office). */
export const STAFF: readonly Person[] = [
  staff('Noa Levi', 'Store Manager', 'Tel Aviv', 'he'),
  staff('Yossi Mizrahi', 'Stock Controller', 'Haifa', 'he'),
  staff('Tamar Ben-David', 'Store Manager', 'Haifa', 'he'),
  staff('Omar Haddad', 'Store Manager', 'Dubai', 'ar'),
  staff('Layla Al Mansouri', 'Customer Service Lead', 'Dubai', 'ar'),
  staff('Harriet McBride', 'Visual Merchandiser', 'London'),
  staff('Irene Sullivan', 'Customer Service Lead', 'London'),
  staff('Tom Ashworth', 'Store Manager', 'Manchester'),
  staff('Lukas Becker', 'Store Manager', 'Berlin'),
  staff('Anna Hofmann', 'Area Manager', 'Munich'),
  staff('Camille Laurent', 'Store Manager', 'Paris'),
  staff('Maya Johnson', 'Store Manager', 'New York'),
  staff('Marcus Reed', 'Loss Prevention Lead', 'Chicago'),
  staff('Priya Natarajan', 'Store Manager', 'Austin'),
  staff('Kenji Sato', 'Store Manager', 'Tokyo'),
  staff('Mark Berry', 'Finance Controller', 'London'),
];

/** People outside the company: suppliers, the landlord, the cleaning contractor. */
export const SUPPLIERS: readonly Person[] = [
  { name: 'Sophie Turner', role: 'Account Manager, Sonora Audio', city: 'London', lang: 'en', domain: 'sonora-audio.example' },
  { name: 'Daniel Weber', role: 'Key Accounts, Alpenweg Footwear', city: 'Munich', lang: 'en', domain: 'alpenweg.example' },
  { name: 'Grace Kim', role: 'Billing, Northline Logistics', city: 'New York', lang: 'en', domain: 'northline.example' },
  { name: 'Pierre Dubois', role: 'Sales, Papier & Fils', city: 'Paris', lang: 'en', domain: 'papier-fils.example' },
  { name: 'Rachel Green', role: 'Property Manager, Harbour Mall', city: 'Manchester', lang: 'en', domain: 'harbourmall.example' },
];

/** Senders of the spam folder: nobody the company knows. */
export const STRANGERS: readonly Person[] = [
  { name: 'Gift Card Rewards', role: '', city: '', lang: 'en', domain: 'rewards-winner.example' },
  { name: 'Business Listings Team', role: '', city: '', lang: 'en', domain: 'biz-directory.example' },
  { name: 'SEO Growth Agency', role: '', city: '', lang: 'en', domain: 'rank-fast.example' },
  { name: 'Parcel Delivery Notice', role: '', city: '', lang: 'en', domain: 'parcel-track.example' },
];

/** Placeholders: {to} {from} {city} {n} {pct} {day} {product} {supplier} {amount} {minutes} {till}. */
export interface MailTemplate {
  subject: string;
  body: readonly string[];
}

/** From a branch colleague to John, in English. */
export const STAFF_MAIL_EN: readonly MailTemplate[] = [
  {
    subject: 'Footfall report for {city}, last week',
    body: [
      'Footfall in {city} was up {pct}% on last week, mostly Saturday afternoon after the market closed.',
      'Conversion held at about one in four, so the extra visitors did turn into sales. I have attached the hourly counts.',
    ],
  },
  {
    subject: 'Staffing for {day}: two short on the floor',
    body: [
      'Two of the weekend team called in sick for {day}. I can cover the tills myself but the fitting rooms will be unattended from 14:00.',
      'Could we borrow someone from a nearby branch for the afternoon shift? Happy to return the favour next week.',
    ],
  },
  {
    subject: 'Low stock: {product}',
    body: [
      'We are down to {n} units of {product} and the next delivery is not due until {day}.',
      'It is our best seller this month. Can we move some stock from the warehouse, or should I hold the last units for click-and-collect orders?',
    ],
  },
  {
    subject: 'Window display is up in {city}',
    body: [
      'The new seasonal window went up this morning. Photos are attached; the lighting took longer than planned but it looks great from across the street.',
      'Let me know if head office wants any changes before the weekend.',
    ],
  },
  {
    subject: 'Till {till} keeps dropping the card reader',
    body: [
      'Till {till} lost the card reader three times today, each time during the lunch rush. Restarting fixes it for an hour or so.',
      'I have logged a ticket with IT. Until it is fixed we are steering card payments to the other tills.',
    ],
  },
  {
    subject: 'Customer complaint about a late click-and-collect order',
    body: [
      'A customer waited forty minutes for a click-and-collect order this morning; it had been put on the wrong shelf in the back room.',
      'I apologised, gave a 10% voucher and we have relabelled the collection shelves so it does not happen again.',
    ],
  },
  {
    subject: 'Queue times at the weekend',
    body: [
      'Average queue time on Saturday was just over {minutes} minutes between 12:00 and 15:00, above our five-minute target.',
      'Opening the second till earlier would solve most of it. Can we add one part-time shift on Saturdays?',
    ],
  },
  {
    subject: 'Monthly sales summary, {city}',
    body: [
      'Sales closed {pct}% above target this month. Shoes and home decor did best; electronics were flat.',
      'The full breakdown by category is in the shared folder. Happy to go through it on our call.',
    ],
  },
  {
    subject: 'Fire drill on {day}',
    body: [
      'Reminder that the building runs its fire drill on {day} at 09:30, before opening.',
      'Everyone has been briefed. We should be back on the floor by 09:50 and open on time.',
    ],
  },
  {
    subject: 'Returns are piling up',
    body: [
      'We took {n} returns this week, most of them online orders of {product} in the wrong size.',
      'Could the web team add a size guide to the product page? It would save us a lot of work at the counter.',
    ],
  },
];

/** From a colleague in Tel Aviv or Haifa, in Hebrew. */
export const STAFF_MAIL_HE: readonly MailTemplate[] = [
  {
    subject: 'דוח תנועת מבקרים, {city}',
    body: ['התנועה בסניף עלתה ב־{pct}% לעומת השבוע שעבר, בעיקר ביום שישי בבוקר.', 'שיעור ההמרה נשאר יציב. מצרפת את הספירה לפי שעות.'],
  },
  {
    subject: 'חסרים עובדים במשמרת של {day}',
    body: ['שני עובדים ביטלו את המשמרת של {day}. אני מכסה את הקופות, אבל תאי המדידה יישארו בלי עובד אחרי הצהריים.', 'אפשר לקבל עזרה מסניף קרוב?'],
  },
  {
    subject: 'מלאי נמוך: {product}',
    body: ['נשארו רק {n} יחידות של {product}, והמשלוח הבא מגיע רק ב{day}.', 'להעביר מלאי מהמחסן או לשמור את היחידות האחרונות להזמנות איסוף?'],
  },
  {
    subject: 'חלון הראווה החדש מוכן',
    body: ['סיימנו להקים את חלון הראווה העונתי הבוקר. מצורפות תמונות.', 'אם יש הערות מהמטה, נשמח לשמוע לפני סוף השבוע.'],
  },
];

/** From a colleague in Dubai, in Arabic. */
export const STAFF_MAIL_AR: readonly MailTemplate[] = [
  {
    subject: 'تقرير عدد الزوار في فرع {city}',
    body: ['ارتفع عدد الزوار بنسبة {pct}% مقارنة بالأسبوع الماضي، خاصة مساء يوم الجمعة.', 'بقي معدل التحويل مستقراً. أرفقت العدد حسب الساعة.'],
  },
  {
    subject: 'نقص في الموظفين يوم {day}',
    body: ['اعتذر موظفان عن مناوبة يوم {day}. سأغطي الصناديق بنفسي، لكن غرف القياس ستبقى دون موظف بعد الظهر.', 'هل يمكن أن يساعدنا أحد من فرع آخر؟'],
  },
  {
    subject: 'مخزون منخفض: {product}',
    body: ['بقي لدينا {n} قطعة فقط من {product}، والشحنة القادمة لن تصل قبل يوم {day}.', 'هل ننقل بعض المخزون من المستودع أم نحتفظ بالقطع الأخيرة لطلبات الاستلام من المتجر؟'],
  },
  {
    subject: 'شكوى عميل بخصوص طلب متأخر',
    body: ['انتظر أحد العملاء أربعين دقيقة لاستلام طلبه لأنه وُضع على الرف الخطأ.', 'اعتذرنا له وقدمنا قسيمة خصم بنسبة 10%، وأعدنا ترتيب رفوف الاستلام.'],
  },
];

/** From a supplier or the landlord to John. */
export const SUPPLIER_MAIL: readonly MailTemplate[] = [
  {
    subject: 'Invoice {n} for your {city} delivery',
    body: [
      'Please find attached invoice {n} for the delivery to your {city} branch, {amount} in total, payable within 30 days.',
      'Let me know if anything on it does not match your purchase order.',
    ],
  },
  {
    subject: 'Delivery of {product} moved to {day}',
    body: [
      'Our warehouse is running a day behind, so the delivery of {product} moves to {day}. Sorry for the short notice.',
      'The rest of the order ships as planned.',
    ],
  },
  {
    subject: 'New season catalogue and trade prices',
    body: [
      'The new season catalogue is attached, with trade prices valid until the end of next month.',
      'Orders placed before {day} get free delivery to every branch.',
    ],
  },
  {
    subject: 'Service charge statement, {city} unit',
    body: ['Attached is the quarterly service charge statement for your unit in {city}: {amount}.', 'The lift maintenance is scheduled for {day} before opening hours.'],
  },
];

/** From John to a colleague (sent and drafts). */
export const OUTGOING_MAIL: readonly MailTemplate[] = [
  {
    subject: 'Re: staffing for {day}',
    body: ['Thanks for flagging it early. I have asked the nearest branch to send someone for the afternoon shift.', 'Let me know if anything else comes up before the weekend.'],
  },
  {
    subject: 'Stock transfer approved: {product}',
    body: ['I approved the transfer of {n} units of {product} from the warehouse; they should arrive by {day}.', 'Please keep a few aside for click-and-collect orders.'],
  },
  {
    subject: 'Agenda for the store managers call',
    body: ['For Thursday: weekend queue times, the new returns process and the summer window displays.', 'Please bring your footfall numbers for the last four weeks.'],
  },
  {
    subject: 'Great month in {city}',
    body: ['{pct}% over target is an excellent result. Please pass my thanks on to the whole team.', 'Let us talk about what worked so other branches can try it too.'],
  },
  {
    subject: 'Opening hours over the holidays',
    body: ['Please confirm your branch opening hours for the holiday weeks by {day}.', 'Head office will publish them on the website the day after.'],
  },
];

/** Junk mail. */
export const SPAM_MAIL: readonly MailTemplate[] = [
  { subject: 'You have been selected for a {amount} gift card', body: ['Congratulations! Confirm your details within 24 hours to claim your reward.', 'This offer expires soon.'] },
  { subject: 'Final notice: renew your business listing', body: ['Your company listing expires on {day}. Renew now to stay visible to thousands of buyers.'] },
  { subject: 'Get your store to page one of Google in 7 days', body: ['We guarantee first-page rankings for any keyword. Reply to this email for a free audit.'] },
  { subject: 'Your parcel could not be delivered', body: ['A parcel addressed to you is waiting at our depot. Pay the {amount} customs fee to arrange a new delivery.'] },
];

export const GREETING: Record<Lang, (name: string) => string> = {
  en: (name) => `Hi ${name},`,
  he: (name) => `היי ${name},`,
  ar: (name) => `مرحباً ${name}،`,
};

export const SIGN_OFF: Record<Lang, string> = {
  en: 'Best regards,',
  he: 'תודה,',
  ar: 'مع التحية،',
};

export const WEEKDAYS: Record<Lang, readonly string[]> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  he: ['יום ראשון', 'יום שני', 'יום שלישי', 'יום רביעי', 'יום חמישי'],
  ar: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'السبت'],
};

export const MAIL_PRODUCTS: Record<Lang, readonly string[]> = {
  en: ['the Pulse wireless earbuds', 'the Stride Runner 2 running shoes', 'the Commuter backpack', 'the Arc desk lamp', 'the linen throw pillows', 'the ProPad controllers'],
  he: ['האוזניות האלחוטיות Pulse', 'נעלי הריצה Stride Runner 2', 'תיק הגב Commuter', 'מנורת השולחן Arc'],
  ar: ['سماعات Pulse اللاسلكية', 'أحذية الجري Stride Runner 2', 'حقيبة الظهر Commuter', 'مصباح المكتب Arc'],
};

/** Fills {placeholders}; an unknown one is left as it is so a typo shows in review, not as "undefined". */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** A contact's lines and John's answers, alternating, the contact first. */
export type Dialogue = readonly string[];

export const DIALOGUES: Record<Lang, readonly Dialogue[]> = {
  en: [
    [
      'Morning! Footfall is already busier than a normal Saturday.',
      'Good news. Are the tills coping?',
      'Just about. I opened the second till at ten.',
      'Perfect. Shout if you need anyone from the stockroom.',
      'Will do. The new window is getting a lot of attention too.',
    ],
    [
      'The delivery from Alpenweg arrived with two boxes missing.',
      'Which lines are short?',
      'The Ridge hiking boots, sizes 42 and 43.',
      'I will call Daniel now and ask them to send the rest by courier.',
      'Thanks. I told the two customers waiting for them it will be a few days.',
      'Good. I will confirm the date once I hear back.',
    ],
    [
      'Can I swap my Thursday shift with Sam? He has already agreed.',
      'Fine by me, just update the rota so payroll sees it.',
      'Done, thanks!',
    ],
    [
      'Quick one: the card reader on till 3 is acting up again.',
      'Have you logged it with IT?',
      'Yes, ticket is open. They said a technician can come tomorrow morning.',
      'OK. Use tills 1 and 2 for card payments until then.',
      'Already doing that.',
    ],
    [
      'The summer sale signs arrived. Do we put them up tonight or tomorrow before opening?',
      'Tonight, after closing. The sale starts at 09:00.',
      'Understood. I will stay late with two of the team.',
      'Thank you. Order pizza on the branch card.',
    ],
  ],
  he: [
    [
      'בוקר טוב! יש תור ארוך בקופות כבר מהפתיחה.',
      'Thanks Noa. Can you open a second till?',
      'פתחתי עכשיו את קופה 2, התור מתקצר.',
      'Great. Let me know how the afternoon goes.',
      'בסדר, אעדכן בערב.',
    ],
    [
      'המשלוח של נעלי הריצה הגיע, אבל חסרות מידות 42 ו־43.',
      'I will ask the supplier to send the rest by courier.',
      'תודה! יש שני לקוחות שמחכים להן.',
    ],
  ],
  ar: [
    [
      'صباح الخير، الإقبال اليوم أعلى من المعتاد.',
      'Good morning Omar. Are the tills coping?',
      'نعم، فتحنا الصندوق الثاني الساعة العاشرة.',
      'Perfect. Call me if you need more people.',
      'شكراً، سأرسل لك تقرير المساء.',
    ],
    [
      'وصلت لافتات التخفيضات. هل نعلقها الليلة أم صباح الغد؟',
      'Tonight after closing, please. The sale starts at 09:00.',
      'حسناً، سأبقى مع اثنين من الفريق.',
    ],
  ],
};

/** What each chat contact says about themselves. */
export const ABOUT: Record<string, string> = {
  'Noa Levi': 'Running the Tel Aviv branch on Dizengoff. Coffee first, then footfall numbers.',
  'Omar Haddad': 'Store manager in Dubai Mall. Happy to help with anything about the Gulf stores.',
  'Harriet McBride': 'Windows, displays and signage for the UK stores. Send me photos of your shelves!',
  'Lukas Becker': 'Berlin store manager. Ask me about the new self-checkout tills.',
  'Camille Laurent': 'Paris store manager. Fluent in French, English and returns policies.',
  'Yossi Mizrahi': 'Stock control in Haifa. If it is in the stockroom, I know where.',
  'Maya Johnson': 'New York flagship on 5th Avenue. Weekends are busy, messages may wait until Monday.',
  'Kenji Sato': 'Tokyo store manager, nine hours ahead of London: I answer in the morning.',
  'Mark Berry': 'Finance controller at head office. Invoices, budgets and expense claims.',
  'Irene Sullivan': 'Customer service lead. Complaints, refunds and the support inbox.',
};

/** A business Atrium Retail works with; `domain` is its mailbox's. */
export interface Business {
  name: string;
  /** what it does for (or buys from) the company, in a word or two */
  kind: string;
  city: string;
  country: string;
  domain: string;
  /** a street in its city, for invoices */
  street: string;
}

const business = (name: string, kind: string, city: string, street: string): Business => {
  const branch = BRANCHES.find((b) => b.city === city);
  const domain = `${name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.example`;
  return { name, kind, city, country: branch?.country ?? '', domain, street };
};

/**
 * Suppliers, store fitters, logistics partners, contractors and local business customers, two or
 * three per branch city: the companies users work for and invoices are made out to (in place of
 * faker's "Schinner - Kuhn" and "Walsh LLC").
 */
export const BUSINESSES: readonly Business[] = [
  business('Yarkon Shopfitting', 'Store fitter', 'Tel Aviv', 'HaMasger St'),
  business('Dizengoff Clean Services', 'Cleaning contractor', 'Tel Aviv', 'Dizengoff St'),
  business('Rothschild Dental Clinic', 'Corporate customer', 'Tel Aviv', 'Rothschild Blvd'),
  business('Carmel Port Logistics', 'Logistics partner', 'Haifa', 'HaAtzmaut Rd'),
  business('Hadar Signs & Print', 'Signage and print', 'Haifa', 'Herzl St'),
  business('Thameside Shopfitters', 'Store fitter', 'London', 'Bermondsey St'),
  business('Sonora Audio UK', 'Electronics supplier', 'London', 'Old Street'),
  business('Brightwell Cleaning Co.', 'Cleaning contractor', 'London', 'Camden High St'),
  business('Harbour Mall Management', 'Landlord', 'Manchester', 'Deansgate'),
  business('Pennine Security Services', 'Security contractor', 'Manchester', 'Oxford Rd'),
  business('Ancoats Coffee Roasters', 'Corporate customer', 'Manchester', 'Blossom St'),
  business('Spreewerk Ladenbau', 'Store fitter', 'Berlin', 'Oranienstraße'),
  business('Kurier Blitz Berlin', 'Courier', 'Berlin', 'Friedrichstraße'),
  business('Alpenweg Footwear', 'Footwear supplier', 'Munich', 'Leopoldstraße'),
  business('Isar Facility Services', 'Cleaning contractor', 'Munich', 'Sendlinger Straße'),
  business('Papier & Fils', 'Stationery supplier', 'Paris', 'Rue de Rivoli'),
  business('Vitrines du Marais', 'Visual merchandising', 'Paris', 'Rue des Archives'),
  business('Maison Lefèvre Traiteur', 'Caterer', 'Paris', 'Rue Oberkampf'),
  business('Northline Logistics', 'Logistics partner', 'New York', 'West 34th St'),
  business('Hudson Store Fixtures', 'Store fitter', 'New York', 'Hudson St'),
  business('Lakeshore Facility Cleaning', 'Cleaning contractor', 'Chicago', 'N Clark St'),
  business('Windy City Displays', 'Visual merchandising', 'Chicago', 'W Randolph St'),
  business('Lone Star Freight', 'Logistics partner', 'Austin', 'E Cesar Chavez St'),
  business('South Congress Print Shop', 'Signage and print', 'Austin', 'S Congress Ave'),
  business('Al Noor Shopfitting', 'Store fitter', 'Dubai', 'Sheikh Zayed Rd'),
  business('Creekside Cargo', 'Logistics partner', 'Dubai', 'Al Khaleej Rd'),
  business('Shibuya Display Works', 'Visual merchandising', 'Tokyo', 'Meiji-dori'),
  business('Sakura Express Logistics', 'Logistics partner', 'Tokyo', 'Chuo-dori'),
];

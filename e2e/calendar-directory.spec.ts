import { expect, test, type Page } from './fixtures';
import ical, { type VEvent } from 'node-ical';
import { parse as parseVcard } from 'vcard4';
import { defaultCalendarYear } from '../src/lib/academic-calendar';
import { collegeToday } from '../src/lib/college-time';
import { seededPublishedYears } from '../src/server/db/seeds/academic-calendar-seed';
import { seriousViolations } from './helpers';

/** The years a fresh install publishes (the calendar desk's test publishes 2026-2027 later). */
const published = seededPublishedYears().map(({ year }) => year);

const notices = (page: Page, region: string) => page.getByRole('region', { name: region });

/** The editor says that changes stay in this page, above its Add button (before any edit). */
async function expectLocalEditsNoteFirst(page: Page, text: string, add: string) {
  const note = page.getByTestId('local-edits-note');
  await expect(note).toContainText(text);
  const noteBox = (await note.boundingBox())!;
  const addBox = (await page.getByRole('button', { name: add }).boundingBox())!;
  expect(noteBox.y).toBeLessThan(addBox.y);
}

const calendarCases = [
  {
    lang: 'ar',
    path: '/academic-calendar',
    region: 'الإشعارات',
    yearLabel: 'العام الأكاديمي',
    heading: (year: string) => `التقويم الأكاديمي ${year}`,
    first: 'الفصل الدراسي الأول',
    second: 'الفصل الدراسي الثاني',
    selected: (name: string) => `تم تحديد ${name}`,
    deselected: (name: string) => `تم إلغاء تحديد ${name}`,
    select: (name: string) => `تحديد ${name}`,
    b: {
      add: 'إضافة فصل دراسي',
      edit: 'تعديل',
      save: 'حفظ التغييرات',
      delete: 'حذف',
      addEvent: 'إضافة حدث',
      name: 'اسم الفصل الدراسي',
      type: 'نوع الفصل الدراسي',
      eventName: 'اسم الحدث',
      date: 'التاريخ',
      notes: 'ملاحظات',
      removeFirst: 'حذف الحدث 1',
    },
    typeSummer: 'الفصل الصيفي',
    n: {
      add: 'إضافة فصل دراسي',
      edit: 'تعديل الفصل الدراسي',
      saved: 'تم الحفظ بنجاح',
      deleted: 'تم الحذف بنجاح',
    },
    newName: 'المدرسة الشتوية',
    undo: 'تراجع',
    localNote: 'التعديلات على هذه الصفحة تبقى فيها فقط',
  },
  {
    lang: 'en',
    path: '/en/academic-calendar',
    region: 'Notifications',
    yearLabel: 'Academic year',
    heading: (year: string) => `Academic Calendar ${year}`,
    first: 'First Semester',
    second: 'Second Semester',
    selected: (name: string) => `${name} selected`,
    deselected: (name: string) => `${name} deselected`,
    select: (name: string) => `Select ${name}`,
    b: {
      add: 'Add Semester',
      edit: 'Edit',
      save: 'Save Changes',
      delete: 'Delete',
      addEvent: 'Add Event',
      name: 'Semester Name',
      type: 'Semester Type',
      eventName: 'Event name',
      date: 'Date',
      notes: 'Notes',
      removeFirst: 'Remove event 1',
    },
    typeSummer: 'Summer Semester',
    n: {
      add: 'Add Semester',
      edit: 'Edit Semester',
      saved: 'Saved Successfully',
      deleted: 'Deleted Successfully',
    },
    newName: 'Winter School',
    undo: 'Undo',
    localNote: 'Changes made on this page stay on it only',
  },
] as const;

for (const c of calendarCases) {
  test.describe(`academic calendar (${c.lang})`, () => {
    test('the year selector lists the published years and drives the heading', async ({ page }) => {
      // A fresh install publishes the spec's three years (2026-2027 is a draft for the registrar
      // to confirm): the page opens on today's year when it is published, else on the latest.
      const today = defaultCalendarYear(published, collegeToday())!;
      await page.goto(c.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const heading = page.getByRole('heading', { level: 2, name: c.heading(today) });
      await expect(heading).toBeVisible();
      const select = page.getByLabel(c.yearLabel);
      await expect(select).toHaveValue(today);
      await expect(select.locator('option')).toHaveText([...published]);
      const other = today === '2023-2024' ? '2024-2025' : '2023-2024';
      await select.selectOption(other);
      await expect(page.getByRole('heading', { level: 2, name: c.heading(other) })).toBeVisible();
      await expect(heading).toHaveCount(0);
    });

    test('a click on a table selects its semester and a second click deselects it; so does the keyboard', async ({
      page,
    }) => {
      await page.goto(c.path);
      const section = page.getByRole('region', { name: c.first });
      const status = page.getByRole('status').filter({ hasText: c.first });
      await section.getByRole('table').click();
      await expect(section).toHaveAttribute('data-selected', 'true');
      await expect(section.getByRole('button', { pressed: true })).toBeVisible();
      await expect(status).toHaveText(c.selected(c.first));
      await section.getByRole('table').click();
      await expect(section).not.toHaveAttribute('data-selected');
      await expect(status).toHaveText(c.deselected(c.first));
      // Keyboard: the semester's select button.
      const toggle = section.getByRole('button', { name: c.select(c.first) });
      await toggle.focus();
      await page.keyboard.press('Space');
      await expect(section).toHaveAttribute('data-selected', 'true');
      await expect(page.getByRole('button', { name: c.b.edit, exact: true })).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(section).not.toHaveAttribute('data-selected');
    });

    test('adds a semester with events (one added and one removed in the draft), edits and deletes it; a reload loses it all', async ({
      page,
    }) => {
      await page.goto(c.path);
      await page.getByRole('button', { name: c.b.add }).click();
      await expect(notices(page, c.region).getByText(c.n.add, { exact: true })).toBeVisible();
      const form = page.locator('main form');
      await form.getByLabel(c.b.name).fill(c.newName);
      await form.getByLabel(c.b.type).selectOption('summer');
      await form.getByLabel(c.b.eventName).first().fill('A');
      await form.getByRole('button', { name: c.b.addEvent }).click();
      await form.getByLabel(c.b.eventName).nth(1).fill('B');
      await form.getByLabel(c.b.date).nth(1).fill('2025-01-10');
      await form.getByLabel(c.b.notes).nth(1).fill('N');
      await expect(form.getByLabel(c.b.eventName)).toHaveCount(2);
      // Remove the first event of the draft.
      await form.getByRole('button', { name: c.b.removeFirst }).click();
      await expect(form.getByLabel(c.b.eventName)).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: c.b.save }).click();
      await expect(notices(page, c.region).getByText(c.n.saved, { exact: true })).toBeVisible();
      await expect(form).toHaveCount(0);

      const added = page.getByRole('region', { name: c.newName });
      await expect(added).toBeVisible();
      await expect(added.getByText(c.typeSummer, { exact: true })).toBeVisible();
      await expect(added.getByRole('row')).toHaveCount(2); // header + event B
      await expect(added.getByRole('rowheader')).toHaveText(['B']);
      await expect(added.getByRole('cell')).toHaveText(['2025-01-10', 'N']);

      // Edit it: select, Edit, rename, save.
      await added.getByRole('table').click();
      await page.getByRole('button', { name: c.b.edit, exact: true }).click();
      await expect(notices(page, c.region).getByText(c.n.edit, { exact: true })).toBeVisible();
      await expect(form.getByLabel(c.b.name)).toHaveValue(c.newName);
      await form.getByLabel(c.b.name).fill(`${c.newName} 2`);
      await page.getByRole('button', { name: c.b.save }).click();
      await expect(page.getByRole('region', { name: `${c.newName} 2` })).toBeVisible();

      // Delete the second semester.
      const second = page.getByRole('region', { name: c.second });
      await second.getByRole('table').click();
      await page.getByRole('button', { name: c.b.edit, exact: true }).click();
      await page.getByRole('button', { name: c.b.delete, exact: true }).click();
      await expect(notices(page, c.region).getByText(c.n.deleted, { exact: true })).toBeVisible();
      await expect(second).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole('region', { name: c.second })).toBeVisible();
      await expect(page.getByRole('region', { name: `${c.newName} 2` })).toHaveCount(0);
    });

    test('says before any edit that changes stay in this page; a deleted semester can be restored', async ({
      page,
    }) => {
      await page.goto(c.path);
      await expectLocalEditsNoteFirst(page, c.localNote, c.b.add);
      const second = page.getByRole('region', { name: c.second });
      await second.getByRole('table').click();
      await page.getByRole('button', { name: c.b.edit, exact: true }).click();
      await page.getByRole('button', { name: c.b.delete, exact: true }).click();
      await expect(second).toHaveCount(0);
      await notices(page, c.region).getByRole('button', { name: c.undo }).click();
      await expect(second).toBeVisible();
      await expect(second.getByRole('row').nth(1)).toBeVisible();
    });

    test('each year downloads as a valid iCalendar file in the page language', async ({
      page,
      request,
    }) => {
      await page.goto(c.path);
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: /\.ics/ }).click();
      expect((await download).suggestedFilename()).toMatch(
        new RegExp(`${defaultCalendarYear(published, collegeToday())}\\.ics$`),
      );
      const response = await request.get(`/api/academic-calendar/2025-2026?lang=${c.lang}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers()['content-disposition']).toContain('2025-2026');
      const events = Object.values(ical.sync.parseICS(await response.text())).filter(
        (component) => component?.type === 'VEVENT',
      ) as VEvent[];
      expect(events).toHaveLength(6);
      expect(events[0]!.summary).toContain(c.first);
      expect(events[0]!.start.toISOString().slice(0, 10)).toBe('2025-08-01');
      expect((await request.get('/api/academic-calendar/1999-2000')).status()).toBe(404);
    });
  });
}

const directoryCases = [
  {
    lang: 'ar',
    path: '/faculty-staff/directory',
    region: 'الإشعارات',
    heading: 'دليل أعضاء هيئة التدريس والموظفين',
    search: 'البحث بالاسم أو القسم أو المسمى الوظيفي أو البريد الإلكتروني أو الهاتف',
    joined: 'عبدالقادر',
    searchFor: (q: string) => `تُعرض نتائج البحث عن «${q}».`,
    clear: 'مسح البحث',
    undo: 'تراجع',
    localNote: 'التعديلات على هذه الصفحة تبقى فيها فقط',
    all: 'الكل',
    law: 'كلية القانون',
    lawName: 'د. ريم عبد القادر موسى',
    variant: 'امل الطيب',
    variantName: 'د. أمل الطيب أحمد',
    none: 'لا توجد نتائج مطابقة',
    b: { add: 'إضافة موظف', edit: 'تعديل البيانات', save: 'حفظ التغييرات', del: 'حذف الموظف' },
    f: { name: 'الاسم', phone: 'الهاتف' },
    newName: 'اسم جديد',
    n: [
      ['تمت الإضافة بنجاح', 'تمت إضافة موظف جديد'],
      ['تعديل البيانات', 'يمكنك الآن تعديل بيانات الموظف'],
      ['تم الحفظ بنجاح', 'تم حفظ التغييرات بنجاح'],
      ['تم الحذف بنجاح', 'تم حذف بيانات الموظف'],
    ],
  },
  {
    lang: 'en',
    path: '/en/faculty-staff/directory',
    region: 'Notifications',
    heading: 'Faculty and Staff Directory',
    search: 'Search by name, department, title, e-mail or phone',
    joined: 'AbdelGadir',
    searchFor: (q: string) => `Showing results for “${q}”.`,
    clear: 'Clear search',
    undo: 'Undo',
    localNote: 'Changes made on this page stay on it only',
    all: 'All',
    law: 'Faculty of Law',
    lawName: 'Dr Reem Abdelgadir Musa',
    variant: 'AMAL',
    variantName: 'Dr Amal Eltayeb Ahmed',
    none: 'No matching results found',
    b: { add: 'Add Employee', edit: 'Edit Data', save: 'Save Changes', del: 'Delete Employee' },
    f: { name: 'Name', phone: 'Phone' },
    newName: 'New Name',
    n: [
      ['Added Successfully', 'A new employee has been added'],
      ['Edit Data', 'You can now edit employee data'],
      ['Saved Successfully', 'Changes have been saved successfully'],
      ['Deleted Successfully', 'Employee data has been deleted'],
    ],
  },
] as const;

for (const c of directoryCases) {
  test.describe(`staff directory (${c.lang})`, () => {
    const cards = (page: Page) => page.getByTestId('staff-grid').getByRole('article');

    test('searches by name, department or title; chips set the search text; the empty result says so', async ({
      page,
    }) => {
      await page.goto(c.path);
      await expect(page.getByRole('heading', { level: 2, name: c.heading })).toBeVisible();
      await expect(cards(page)).toHaveCount(8);
      const search = page.getByLabel(c.search);
      await page.getByRole('button', { name: c.law, exact: true }).click();
      await expect(search).toHaveValue(c.law);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).getByRole('heading')).toHaveText(c.lawName);
      await search.fill(c.variant);
      await expect(cards(page).getByRole('heading')).toHaveText(c.variantName);
      await search.fill('zzzz');
      await expect(page.getByText(c.none)).toBeVisible();
      await page.getByRole('button', { name: c.all, exact: true }).click();
      await expect(search).toHaveValue('');
      await expect(cards(page)).toHaveCount(8);
    });

    test('finds joined and spaced Arabic names, e-mails and phone numbers, and says which search applies', async ({
      page,
    }) => {
      await page.goto(c.path);
      const search = page.getByLabel(c.search);
      // The name is written with a space (عبد القادر); typed joined, it is still found.
      await search.fill(c.joined);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).getByRole('heading')).toHaveText(c.lawName);
      await search.fill('amal.ahmed@');
      await expect(cards(page).getByRole('heading')).toHaveText(c.variantName);
      // A phone number as a Sudanese caller types it, with Arabic-Indic digits.
      await search.fill('٠١٨٣٥٥٥١٦١');
      await expect(cards(page).getByRole('heading')).toHaveText(c.lawName);
      // A chip sets the search text; typing replaces it, and the page says what applies.
      await page.getByRole('button', { name: c.law, exact: true }).click();
      await expect(page.locator('main').getByRole('status')).toContainText(c.searchFor(c.law));
      await search.fill('reem');
      await expect(page.getByRole('button', { name: c.law, exact: true })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(page.locator('main').getByRole('status')).toContainText(c.searchFor('reem'));
      await page.getByRole('button', { name: c.clear }).click();
      await expect(search).toHaveValue('');
      await expect(cards(page)).toHaveCount(8);
      await expect(page.getByRole('button', { name: c.clear })).toHaveCount(0);
    });

    test('says before any edit that changes stay in this page; a deletion can be undone', async ({
      page,
    }) => {
      await page.goto(c.path);
      await expectLocalEditsNoteFirst(page, c.localNote, c.b.add);
      const reem = cards(page).filter({ hasText: c.lawName });
      await reem.getByRole('heading').click();
      await page.getByRole('button', { name: c.b.del }).click();
      await expect(cards(page)).toHaveCount(7);
      await notices(page, c.region).getByRole('button', { name: c.undo }).click();
      await expect(cards(page)).toHaveCount(8);
      await expect(cards(page).nth(6).getByRole('heading')).toHaveText(c.lawName);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('adds, edits, saves and deletes employees with the four notices', async ({ page }) => {
      await page.goto(c.path);
      const region = notices(page, c.region);
      await expect(page.getByRole('button', { name: c.b.edit })).toHaveCount(0);
      await expect(page.getByRole('button', { name: c.b.del })).toHaveCount(0);

      await page.getByRole('button', { name: c.b.add }).click();
      await expect(region.getByText(c.n[0][0], { exact: true })).toBeVisible();
      await expect(region.getByText(c.n[0][1], { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(9);
      const added = cards(page).last();
      await expect(added).toHaveAttribute('data-selected', 'true');
      await expect(added.getByRole('heading')).toHaveText(c.newName);
      const form = page.locator('main form');
      await expect(form.getByLabel(c.f.name)).toHaveValue(c.newName);
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByLabel(c.f.name).fill('Samir Osman');
      await form.getByLabel(c.f.phone).fill('+٢٤٩ ١٨٣ ٥٥٥ ١٩٩');
      await page.getByRole('button', { name: c.b.save }).click();
      await expect(region.getByText(c.n[2][0], { exact: true })).toBeVisible();
      await expect(region.getByText(c.n[2][1], { exact: true })).toBeVisible();
      await expect(added.getByRole('heading')).toHaveText('Samir Osman');
      await expect(added.getByRole('link', { name: /\+249 183 555 199/ })).toBeVisible();

      // Select another card by a click, edit it, then delete it.
      const reem = cards(page).filter({ hasText: c.lawName });
      await reem.getByRole('heading').click();
      await expect(reem).toHaveAttribute('data-selected', 'true');
      await expect(added).not.toHaveAttribute('data-selected');
      await page.getByRole('button', { name: c.b.edit }).click();
      await expect(region.getByText(c.n[1][1], { exact: true })).toBeVisible();
      await expect(form.getByLabel(c.f.name)).toHaveValue(c.lawName);
      await page.getByRole('button', { name: c.b.del }).click();
      await expect(region.getByText(c.n[3][0], { exact: true })).toBeVisible();
      await expect(region.getByText(c.n[3][1], { exact: true })).toBeVisible();
      await expect(cards(page).filter({ hasText: c.lawName })).toHaveCount(0);
      await expect(cards(page)).toHaveCount(8);
      await expect(form).toHaveCount(0);

      await page.reload();
      await expect(cards(page).filter({ hasText: c.lawName })).toHaveCount(1);
      await expect(cards(page).filter({ hasText: 'Samir Osman' })).toHaveCount(0);
    });

    test('a second click deselects; the keyboard selects with the card button', async ({
      page,
    }) => {
      await page.goto(c.path);
      const first = cards(page).first();
      await first.click({ position: { x: 10, y: 10 } });
      await expect(first).toHaveAttribute('data-selected', 'true');
      await first.click({ position: { x: 10, y: 10 } });
      await expect(first).not.toHaveAttribute('data-selected');
      const toggle = first.getByRole('button', { pressed: false });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('data-selected', 'true');
    });

    test('each card offers a vCard of the published record', async ({ page, request }) => {
      await page.goto(c.path);
      const download = page.waitForEvent('download');
      await cards(page)
        .filter({ hasText: c.lawName })
        .getByRole('link', { name: /\(vCard\)/ })
        .click();
      expect((await download).suggestedFilename()).toMatch(/\.vcf$/);
      const response = await request.get(`/api/staff/7?lang=${c.lang}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/vcard; charset=utf-8');
      const card = parseVcard(await response.text()) as unknown as {
        parsedVcard: { property: string; value: unknown }[];
      };
      expect(card.parsedVcard.find((p) => p.property === 'FN')?.value).toBe(c.lawName);
      expect((await request.get('/api/staff/99')).status()).toBe(404);
    });
  });
}

test('the directory grid has 1, 2 and 3 columns by width', async ({ page }) => {
  for (const [width, columns] of [
    [390, 1],
    [900, 2],
    [1300, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en/faculty-staff/directory');
    const count = await page
      .getByTestId('staff-grid')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(count, `${width}px`).toBe(columns);
  }
});

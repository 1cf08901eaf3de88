/**
 * Every page's words in this language, one module per page at the path of its route
 * (content/ar/pages/about/history.ts is /about/history). A page missing here, or without
 * a body, fails compilation; content/index.ts validates each with the schema.
 */
import type { RouteKey } from '../../../src/config/routes';
import type { PageInput } from '../../page-schema';
import { page as homePage } from './home';
import { page as aboutDeanWordPage } from './about/dean-word';
import { page as aboutHistoryPage } from './about/history';
import { page as aboutStrategyPage } from './about/strategy';
import { page as aboutOrgStructurePage } from './about/org-structure';
import { page as aboutBoardPage } from './about/board';
import { page as aboutDeanPage } from './about/dean';
import { page as aboutAgenciesPage } from './about/agencies';
import { page as aboutDeansPage } from './about/deans';
import { page as aboutDepartmentsPage } from './about/departments';
import { page as aboutInvestmentsPage } from './about/investments';
import { page as aboutCommunityServicesPage } from './about/community-services';
import { page as aboutInternationalCooperationPage } from './about/international-cooperation';
import { page as researchPage } from './research';
import { page as researchProgramsPage } from './research/programs';
import { page as researchInitiativesPage } from './research/initiatives';
import { page as researchDeanshipsPage } from './research/deanships';
import { page as researchInstitutesPage } from './research/institutes';
import { page as researchCentersPage } from './research/centers';
import { page as researchUnitsPage } from './research/units';
import { page as studyProgramsPage } from './study/programs';
import { page as studyMedicinePage } from './study/medicine';
import { page as studyNursingBachelorPage } from './study/nursing-bachelor';
import { page as studyNursingDiplomaPage } from './study/nursing-diploma';
import { page as studyMedicalLabsPage } from './study/medical-labs';
import { page as studyItPage } from './study/it';
import { page as studyLawPage } from './study/law';
import { page as studyBusinessPage } from './study/business';
import { page as studyMediaPage } from './study/media';
import { page as studyTransferPage } from './study/transfer';
import { page as studyCentersPage } from './study/centers';
import { page as studyTrainingPage } from './study/training';
import { page as studyScholarshipsPage } from './study/scholarships';
import { page as studyInternationalStudentsPage } from './study/international-students';
import { page as admissionPage } from './admission';
import { page as admissionApplicationPage } from './admission/application';
import { page as admissionFeesPage } from './admission/fees';
import { page as admissionStatusPage } from './admission/status';
import { page as academicCalendarPage } from './academic-calendar';
import { page as campusLifeLibrariesPage } from './campus-life/libraries';
import { page as campusLifeLabsPage } from './campus-life/labs';
import { page as campusLifeHousingPage } from './campus-life/housing';
import { page as campusLifeServicesPage } from './campus-life/services';
import { page as campusLifeEntertainmentPage } from './campus-life/entertainment';
import { page as campusLifeSportsPage } from './campus-life/sports';
import { page as campusLifeClubsPage } from './campus-life/clubs';
import { page as eServicesGuidePage } from './e-services/guide';
import { page as eServicesPortalPage } from './e-services/portal';
import { page as eServicesPlatformPage } from './e-services/platform';
import { page as eServicesStudentEmailPage } from './e-services/student-email';
import { page as eServicesStaffEmailPage } from './e-services/staff-email';
import { page as eServicesFacultySitesPage } from './e-services/faculty-sites';
import { page as facultyStaffDirectoryPage } from './faculty-staff/directory';
import { page as coursesPage } from './courses';
import { page as coursesMathPage } from './courses/math';
import { page as coursesStatisticsPage } from './courses/statistics';
import { page as coursesItPage } from './courses/it';
import { page as coursesAiPage } from './courses/ai';
import { page as coursesGisPage } from './courses/gis';
import { page as coursesBiographyPage } from './courses/biography';
import { page as newsPage } from './news';
import { page as eventsPage } from './events';
import { page as circularsPage } from './circulars';
import { page as circularsStudentsPage } from './circulars/students';
import { page as circularsStaffPage } from './circulars/staff';
import { page as circularsApplicantsPage } from './circulars/applicants';
import { page as careersPage } from './careers';
import { page as contactPage } from './contact';
import { page as accessibilityPage } from './accessibility';
import { page as searchPage } from './search';

export const pages = {
  home: homePage,
  'about/dean-word': aboutDeanWordPage,
  'about/history': aboutHistoryPage,
  'about/strategy': aboutStrategyPage,
  'about/org-structure': aboutOrgStructurePage,
  'about/board': aboutBoardPage,
  'about/dean': aboutDeanPage,
  'about/agencies': aboutAgenciesPage,
  'about/deans': aboutDeansPage,
  'about/departments': aboutDepartmentsPage,
  'about/investments': aboutInvestmentsPage,
  'about/community-services': aboutCommunityServicesPage,
  'about/international-cooperation': aboutInternationalCooperationPage,
  research: researchPage,
  'research/programs': researchProgramsPage,
  'research/initiatives': researchInitiativesPage,
  'research/deanships': researchDeanshipsPage,
  'research/institutes': researchInstitutesPage,
  'research/centers': researchCentersPage,
  'research/units': researchUnitsPage,
  'study/programs': studyProgramsPage,
  'study/medicine': studyMedicinePage,
  'study/nursing-bachelor': studyNursingBachelorPage,
  'study/nursing-diploma': studyNursingDiplomaPage,
  'study/medical-labs': studyMedicalLabsPage,
  'study/it': studyItPage,
  'study/law': studyLawPage,
  'study/business': studyBusinessPage,
  'study/media': studyMediaPage,
  'study/transfer': studyTransferPage,
  'study/centers': studyCentersPage,
  'study/training': studyTrainingPage,
  'study/scholarships': studyScholarshipsPage,
  'study/international-students': studyInternationalStudentsPage,
  admission: admissionPage,
  'admission/application': admissionApplicationPage,
  'admission/fees': admissionFeesPage,
  'admission/status': admissionStatusPage,
  'academic-calendar': academicCalendarPage,
  'campus-life/libraries': campusLifeLibrariesPage,
  'campus-life/labs': campusLifeLabsPage,
  'campus-life/housing': campusLifeHousingPage,
  'campus-life/services': campusLifeServicesPage,
  'campus-life/entertainment': campusLifeEntertainmentPage,
  'campus-life/sports': campusLifeSportsPage,
  'campus-life/clubs': campusLifeClubsPage,
  'e-services/guide': eServicesGuidePage,
  'e-services/portal': eServicesPortalPage,
  'e-services/platform': eServicesPlatformPage,
  'e-services/student-email': eServicesStudentEmailPage,
  'e-services/staff-email': eServicesStaffEmailPage,
  'e-services/faculty-sites': eServicesFacultySitesPage,
  'faculty-staff/directory': facultyStaffDirectoryPage,
  courses: coursesPage,
  'courses/math': coursesMathPage,
  'courses/statistics': coursesStatisticsPage,
  'courses/it': coursesItPage,
  'courses/ai': coursesAiPage,
  'courses/gis': coursesGisPage,
  'courses/biography': coursesBiographyPage,
  news: newsPage,
  events: eventsPage,
  circulars: circularsPage,
  'circulars/students': circularsStudentsPage,
  'circulars/staff': circularsStaffPage,
  'circulars/applicants': circularsApplicantsPage,
  careers: careersPage,
  contact: contactPage,
  accessibility: accessibilityPage,
  search: searchPage,
} satisfies Record<RouteKey, PageInput>;

import type { NavigationContent } from '../schema';

export const navigation: NavigationContent = {
  menus: {
    about: 'About the College',
    research: 'Research',
    study: 'Study',
    campusLife: 'Campus Life',
    eServices: 'E-Services',
  },
  groups: {
    'about.college': 'The College',
    'about.governance': 'Governance and Leadership',
    'about.outreach': 'Outreach',
    'research.overview': 'Research Overview',
    'research.units': 'Research Units',
    'study.programmes': 'Programmes',
    'study.support': 'Academic Support',
    'study.admission': 'Admission and Calendar',
    'campusLife.facilities': 'Facilities',
    'campusLife.activities': 'Activities',
    'eServices.systems': 'Systems and Portals',
    'eServices.email': 'Email',
    'eServices.faculty': 'Faculty',
  },
};

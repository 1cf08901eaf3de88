import {
  ArrowDown as ArrowDownNode,
  ArrowRight as ArrowRightNode,
  ArrowUp as ArrowUpNode,
  Award as AwardNode,
  BadgeCheck as BadgeCheckNode,
  BadgeDollarSign as BadgeDollarSignNode,
  BookMarked as BookMarkedNode,
  BookOpen as BookOpenNode,
  Brain as BrainNode,
  Briefcase as BriefcaseNode,
  Bus as BusNode,
  Calculator as CalculatorNode,
  Calendar as CalendarNode,
  CalendarDays as CalendarDaysNode,
  CalendarPlus as CalendarPlusNode,
  Car as CarNode,
  ChartColumn as ChartColumnNode,
  Check as CheckNode,
  ChevronDown as ChevronDownNode,
  ChevronLeft as ChevronLeftNode,
  ChevronRight as ChevronRightNode,
  Clock as ClockNode,
  Contact as ContactNode,
  Download as DownloadNode,
  ExternalLink as ExternalLinkNode,
  Eye as EyeNode,
  FileDown as FileDownNode,
  FileText as FileTextNode,
  GraduationCap as GraduationCapNode,
  Home as HomeNode,
  Info as InfoNode,
  Landmark as LandmarkNode,
  Layers as LayersNode,
  Library as LibraryNode,
  LifeBuoy as LifeBuoyNode,
  Lightbulb as LightbulbNode,
  LogIn as LogInNode,
  Mail as MailNode,
  Map as MapNode,
  MapPin as MapPinNode,
  Menu as MenuNode,
  MessageCircle as MessageCircleNode,
  Monitor as MonitorNode,
  Moon as MoonNode,
  Navigation as NavigationNode,
  PackageCheck as PackageCheckNode,
  Pencil as PencilNode,
  Phone as PhoneNode,
  Plus as PlusNode,
  Rss as RssNode,
  Save as SaveNode,
  Search as SearchNode,
  ShieldCheck as ShieldCheckNode,
  Signal as SignalNode,
  Stethoscope as StethoscopeNode,
  Sun as SunNode,
  Tag as TagNode,
  Trash2 as Trash2Node,
  UserRound as UserRoundNode,
  Users as UsersNode,
  Video as VideoNode,
  Wrench as WrenchNode,
  X as XNode,
} from 'lucide';
import { icon } from './icon';

/**
 * Lucide's icons for server components. Not for a module a client component imports: every
 * icon below would go into its chunk (icon.tsx says what to do there).
 */
export const ArrowDown = icon('arrow-down', ArrowDownNode);
export const ArrowRight = icon('arrow-right', ArrowRightNode);
export const ArrowUp = icon('arrow-up', ArrowUpNode);
export const Award = icon('award', AwardNode);
export const BadgeCheck = icon('badge-check', BadgeCheckNode);
export const BadgeDollarSign = icon('badge-dollar-sign', BadgeDollarSignNode);
export const BookMarked = icon('book-marked', BookMarkedNode);
export const BookOpen = icon('book-open', BookOpenNode);
export const Brain = icon('brain', BrainNode);
export const Briefcase = icon('briefcase', BriefcaseNode);
export const Bus = icon('bus', BusNode);
export const Calculator = icon('calculator', CalculatorNode);
export const Calendar = icon('calendar', CalendarNode);
export const CalendarDays = icon('calendar-days', CalendarDaysNode);
export const CalendarPlus = icon('calendar-plus', CalendarPlusNode);
export const Car = icon('car', CarNode);
export const ChartColumn = icon('chart-column', ChartColumnNode);
export const Check = icon('check', CheckNode);
export const ChevronDown = icon('chevron-down', ChevronDownNode);
export const ChevronLeft = icon('chevron-left', ChevronLeftNode);
export const ChevronRight = icon('chevron-right', ChevronRightNode);
export const Clock = icon('clock', ClockNode);
export const Contact = icon('contact', ContactNode);
export const Download = icon('download', DownloadNode);
export const ExternalLink = icon('external-link', ExternalLinkNode);
export const Eye = icon('eye', EyeNode);
export const FileDown = icon('file-down', FileDownNode);
export const FileText = icon('file-text', FileTextNode);
export const GraduationCap = icon('graduation-cap', GraduationCapNode);
export const Home = icon('house', HomeNode);
export const Info = icon('info', InfoNode);
export const Landmark = icon('landmark', LandmarkNode);
export const Layers = icon('layers', LayersNode);
export const Library = icon('library', LibraryNode);
export const LifeBuoy = icon('life-buoy', LifeBuoyNode);
export const Lightbulb = icon('lightbulb', LightbulbNode);
export const LogIn = icon('log-in', LogInNode);
export const Mail = icon('mail', MailNode);
export const Map = icon('map', MapNode);
export const MapPin = icon('map-pin', MapPinNode);
export const Menu = icon('menu', MenuNode);
export const MessageCircle = icon('message-circle', MessageCircleNode);
export const Monitor = icon('monitor', MonitorNode);
export const Moon = icon('moon', MoonNode);
export const Navigation = icon('navigation', NavigationNode);
export const PackageCheck = icon('package-check', PackageCheckNode);
export const Pencil = icon('pencil', PencilNode);
export const Phone = icon('phone', PhoneNode);
export const Plus = icon('plus', PlusNode);
export const Rss = icon('rss', RssNode);
export const Save = icon('save', SaveNode);
export const Search = icon('search', SearchNode);
export const ShieldCheck = icon('shield-check', ShieldCheckNode);
export const Signal = icon('signal', SignalNode);
export const Stethoscope = icon('stethoscope', StethoscopeNode);
export const Sun = icon('sun', SunNode);
export const Tag = icon('tag', TagNode);
export const Trash2 = icon('trash-2', Trash2Node);
export const UserRound = icon('user-round', UserRoundNode);
export const Users = icon('users', UsersNode);
export const Video = icon('video', VideoNode);
export const Wrench = icon('wrench', WrenchNode);
export const X = icon('x', XNode);

import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import AppsIcon from '@mui/icons-material/Apps';
import ArchitectureIcon from '@mui/icons-material/Architecture';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArticleIcon from '@mui/icons-material/Article';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import BalanceIcon from '@mui/icons-material/Balance';
import BiotechIcon from '@mui/icons-material/Biotech';
import BoltIcon from '@mui/icons-material/Bolt';
import BugReportIcon from '@mui/icons-material/BugReport';
import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import CellTowerIcon from '@mui/icons-material/CellTower';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudIcon from '@mui/icons-material/Cloud';
import CodeIcon from '@mui/icons-material/Code';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DiamondIcon from '@mui/icons-material/Diamond';
import DnsIcon from '@mui/icons-material/Dns';
import DomainIcon from '@mui/icons-material/Domain';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EngineeringIcon from '@mui/icons-material/Engineering';
import EventIcon from '@mui/icons-material/Event';
import FacebookIcon from '@mui/icons-material/Facebook';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FactoryIcon from '@mui/icons-material/Factory';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import FlagIcon from '@mui/icons-material/Flag';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HomeIcon from '@mui/icons-material/Home';
import HubIcon from '@mui/icons-material/Hub';
import InsightsIcon from '@mui/icons-material/Insights';
import InstagramIcon from '@mui/icons-material/Instagram';
import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';
import LanguageIcon from '@mui/icons-material/Language';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import LockIcon from '@mui/icons-material/Lock';
import MailIcon from '@mui/icons-material/Mail';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MemoryIcon from '@mui/icons-material/Memory';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MonitorIcon from '@mui/icons-material/Monitor';
import OilBarrelIcon from '@mui/icons-material/OilBarrel';
import PhoneIcon from '@mui/icons-material/Phone';
import PolicyIcon from '@mui/icons-material/Policy';
import PsychologyIcon from '@mui/icons-material/Psychology';
import PublicIcon from '@mui/icons-material/Public';
import RadarIcon from '@mui/icons-material/Radar';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import ReportIcon from '@mui/icons-material/Report';
import RouterIcon from '@mui/icons-material/Router';
import RuleIcon from '@mui/icons-material/Rule';
import SavingsIcon from '@mui/icons-material/Savings';
import SchoolIcon from '@mui/icons-material/School';
import ScienceIcon from '@mui/icons-material/Science';
import SecurityIcon from '@mui/icons-material/Security';
import SensorsIcon from '@mui/icons-material/Sensors';
import SettingsIcon from '@mui/icons-material/Settings';
import ShieldIcon from '@mui/icons-material/Shield';
import StarIcon from '@mui/icons-material/Star';
import StorageIcon from '@mui/icons-material/Storage';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import TimelineIcon from '@mui/icons-material/Timeline';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TuneIcon from '@mui/icons-material/Tune';
import VerifiedIcon from '@mui/icons-material/Verified';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import XIcon from '@mui/icons-material/X';

/**
 * The curated icons content may name (keys sorted). Add an icon by importing it from @mui/icons-material
 * and adding one line, then run `npm run schema`: it writes each icon's SVG markup into
 * `icon-svg.generated.ts`, which the validator, the build and the editor read, so none of them loads
 * React or MUI for the icons (`npm run schema -- --check`, run by CI, fails while that file is stale).
 * The browser never downloads this list: a page's data holds the markup of the icons it uses.
 */
export const iconRegistry = {
  'account-balance': AccountBalanceIcon,
  'admin-panel-settings': AdminPanelSettingsIcon,
  analytics: AnalyticsIcon,
  apps: AppsIcon,
  architecture: ArchitectureIcon,
  'arrow-forward': ArrowForwardIcon,
  article: ArticleIcon,
  assessment: AssessmentIcon,
  'auto-graph': AutoGraphIcon,
  balance: BalanceIcon,
  biotech: BiotechIcon,
  bolt: BoltIcon,
  'bug-report': BugReportIcon,
  business: BusinessIcon,
  campaign: CampaignIcon,
  'cell-tower': CellTowerIcon,
  'check-circle': CheckCircleIcon,
  cloud: CloudIcon,
  code: CodeIcon,
  'credit-card': CreditCardIcon,
  'currency-exchange': CurrencyExchangeIcon,
  diamond: DiamondIcon,
  dns: DnsIcon,
  domain: DomainIcon,
  'emoji-events': EmojiEventsIcon,
  engineering: EngineeringIcon,
  event: EventIcon,
  facebook: FacebookIcon,
  'fact-check': FactCheckIcon,
  factory: FactoryIcon,
  fingerprint: FingerprintIcon,
  flag: FlagIcon,
  gavel: GavelIcon,
  groups: GroupsIcon,
  handshake: HandshakeIcon,
  home: HomeIcon,
  hub: HubIcon,
  insights: InsightsIcon,
  instagram: InstagramIcon,
  'integration-instructions': IntegrationInstructionsIcon,
  language: LanguageIcon,
  lightbulb: LightbulbIcon,
  linkedin: LinkedInIcon,
  'local-shipping': LocalShippingIcon,
  'location-on': LocationOnIcon,
  lock: LockIcon,
  mail: MailIcon,
  'manage-search': ManageSearchIcon,
  memory: MemoryIcon,
  'menu-book': MenuBookIcon,
  monitor: MonitorIcon,
  'oil-barrel': OilBarrelIcon,
  phone: PhoneIcon,
  policy: PolicyIcon,
  psychology: PsychologyIcon,
  public: PublicIcon,
  radar: RadarIcon,
  'record-voice-over': RecordVoiceOverIcon,
  report: ReportIcon,
  router: RouterIcon,
  rule: RuleIcon,
  savings: SavingsIcon,
  school: SchoolIcon,
  science: ScienceIcon,
  security: SecurityIcon,
  sensors: SensorsIcon,
  settings: SettingsIcon,
  shield: ShieldIcon,
  star: StarIcon,
  storage: StorageIcon,
  'support-agent': SupportAgentIcon,
  'task-alt': TaskAltIcon,
  'thumb-up': ThumbUpIcon,
  timeline: TimelineIcon,
  'trending-up': TrendingUpIcon,
  tune: TuneIcon,
  verified: VerifiedIcon,
  'verified-user': VerifiedUserIcon,
  visibility: VisibilityIcon,
  whatsapp: WhatsAppIcon,
  'workspace-premium': WorkspacePremiumIcon,
  x: XIcon,
} satisfies Record<string, SvgIconComponent>;

export type IconName = keyof typeof iconRegistry;

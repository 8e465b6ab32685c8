import { SportsScreen } from '../components/sports-screen';

export default SportsScreen;

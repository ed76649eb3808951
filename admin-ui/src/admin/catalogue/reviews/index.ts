import RateReviewIcon from '@mui/icons-material/RateReview';
import { ReviewList } from './ReviewList';

/** reviews: comment moderation (reviews:moderate). */
export default {
  list: ReviewList,
  icon: RateReviewIcon,
};

// What a brand's words suggest drawing: each concept lists the words that call for it and the
// icon names that draw it (looked up in Lucide, then Tabler; Tabler's "-filled" twin when a style
// wants solid icons). Words are matched whole, also without a plural "s".

/** One concept: the words that call it, the icon names that draw it, in preference order. */
export type Concept = { words: readonly string[]; icons: readonly string[] };

export const CONCEPTS: readonly Concept[] = [
  {
    words: ['coffee', 'cafe', 'café', 'espresso', 'roaster', 'roastery', 'barista', 'tea'],
    icons: ['coffee'],
  },
  {
    words: ['bakery', 'bake', 'bakes', 'baker', 'bread', 'pastry', 'patisserie', 'croissant'],
    icons: ['croissant', 'bread', 'cake-slice'],
  },
  {
    words: ['cake', 'cupcake', 'dessert', 'sweets', 'confectionery'],
    icons: ['cake-slice', 'cupcake', 'cookie'],
  },
  {
    words: [
      'restaurant',
      'food',
      'kitchen',
      'bistro',
      'catering',
      'chef',
      'diner',
      'eatery',
      'cook',
      'cooking',
    ],
    icons: ['chef-hat', 'utensils-crossed', 'soup'],
  },
  { words: ['pizza', 'pizzeria'], icons: ['pizza'] },
  { words: ['salad', 'vegan', 'healthy', 'organic', 'juice'], icons: ['salad', 'apple', 'carrot'] },
  { words: ['icecream', 'gelato', 'ice'], icons: ['ice-cream'] },
  { words: ['wine', 'winery', 'vineyard', 'sommelier'], icons: ['wine', 'cherry'] },
  { words: ['beer', 'brewery', 'brewing', 'pub', 'bar', 'taproom'], icons: ['beer'] },
  {
    words: ['tech', 'technology', 'software', 'app', 'apps', 'saas', 'digital', 'it', 'computing'],
    icons: ['cpu', 'code', 'layers'],
  },
  {
    words: ['ai', 'intelligence', 'machine', 'learning', 'neural', 'smart'],
    icons: ['brain-circuit', 'sparkles', 'brain'],
  },
  {
    words: ['data', 'analytics', 'database', 'cloud', 'hosting', 'server'],
    icons: ['database', 'cloud', 'server'],
  },
  {
    words: ['code', 'developer', 'developers', 'dev', 'programming', 'coding'],
    icons: ['code', 'terminal'],
  },
  { words: ['robot', 'robotics', 'automation', 'bot'], icons: ['bot', 'robot'] },
  {
    words: [
      'finance',
      'bank',
      'banking',
      'invest',
      'investment',
      'capital',
      'fund',
      'wealth',
      'accounting',
    ],
    icons: ['landmark', 'trending-up', 'chart-line'],
  },
  {
    words: ['money', 'pay', 'payments', 'fintech', 'wallet', 'coin', 'crypto'],
    icons: ['wallet', 'coins', 'credit-card'],
  },
  {
    words: ['insurance', 'security', 'secure', 'safety', 'protect', 'protection', 'guard'],
    icons: ['shield', 'lock'],
  },
  {
    words: ['health', 'medical', 'clinic', 'care', 'healthcare', 'hospital', 'doctor', 'wellness'],
    icons: ['heart-pulse', 'stethoscope', 'activity'],
  },
  { words: ['pharmacy', 'pharma', 'medicine'], icons: ['pill', 'flask-conical'] },
  {
    words: ['science', 'lab', 'labs', 'research', 'biotech', 'chemistry'],
    icons: ['flask-conical', 'atom', 'microscope', 'dna'],
  },
  {
    words: ['fitness', 'gym', 'training', 'strength', 'crossfit'],
    icons: ['dumbbell', 'barbell', 'activity'],
  },
  {
    words: ['yoga', 'meditation', 'mindful', 'zen', 'pilates'],
    icons: ['flower-2', 'yoga', 'leaf'],
  },
  {
    words: ['sport', 'sports', 'club', 'league', 'team', 'athletic', 'football', 'soccer'],
    icons: ['trophy', 'ball-football'],
  },
  { words: ['cycling', 'bike', 'bicycle', 'cycle'], icons: ['bike'] },
  {
    words: ['beauty', 'salon', 'spa', 'cosmetics', 'skincare', 'makeup', 'nails'],
    icons: ['sparkles', 'flower', 'gem'],
  },
  { words: ['barber', 'barbershop', 'hair', 'hairdresser'], icons: ['scissors'] },
  {
    words: ['fashion', 'clothing', 'apparel', 'boutique', 'wear', 'clothes', 'tailor'],
    icons: ['shirt', 'hanger', 'scissors'],
  },
  {
    words: ['jewelry', 'jewellery', 'jeweller', 'diamond', 'gem', 'luxury'],
    icons: ['gem', 'diamond', 'crown'],
  },
  {
    words: [
      'real',
      'estate',
      'realty',
      'property',
      'properties',
      'home',
      'homes',
      'housing',
      'rent',
    ],
    icons: ['house', 'key', 'building-2'],
  },
  {
    words: [
      'construction',
      'builder',
      'builders',
      'building',
      'contractor',
      'renovation',
      'carpentry',
    ],
    icons: ['hammer', 'building', 'wrench'],
  },
  {
    words: ['architecture', 'architect', 'interior', 'interiors', 'furniture'],
    icons: ['building-2', 'armchair', 'lamp'],
  },
  {
    words: ['travel', 'tourism', 'tour', 'tours', 'trip', 'airline', 'flights', 'voyage'],
    icons: ['plane', 'compass', 'globe'],
  },
  { words: ['hotel', 'hostel', 'inn', 'lodge', 'stay', 'bnb'], icons: ['bed', 'key', 'house'] },
  { words: ['map', 'maps', 'location', 'local', 'city', 'guide'], icons: ['map-pin', 'compass'] },
  { words: ['global', 'world', 'international', 'earth'], icons: ['globe'] },
  {
    words: [
      'education',
      'school',
      'academy',
      'learning',
      'tutoring',
      'university',
      'college',
      'course',
      'courses',
    ],
    icons: ['graduation-cap', 'book-open', 'school'],
  },
  {
    words: [
      'book',
      'books',
      'bookshop',
      'bookstore',
      'publishing',
      'publisher',
      'library',
      'read',
      'reading',
    ],
    icons: ['book-open', 'library', 'book'],
  },
  {
    words: ['writing', 'writer', 'author', 'copywriting', 'poetry', 'journal'],
    icons: ['feather', 'pen-tool', 'pencil'],
  },
  {
    words: ['music', 'records', 'record', 'band', 'studio', 'sound', 'audio', 'label', 'beats'],
    icons: ['music', 'headphones', 'mic'],
  },
  { words: ['podcast', 'radio', 'voice'], icons: ['mic', 'headphones'] },
  {
    words: ['photo', 'photography', 'photographer', 'camera', 'pictures'],
    icons: ['camera', 'aperture'],
  },
  {
    words: ['film', 'films', 'video', 'cinema', 'movie', 'movies', 'production', 'productions'],
    icons: ['clapperboard', 'film', 'video'],
  },
  {
    words: ['design', 'creative', 'art', 'arts', 'artist', 'gallery', 'agency'],
    icons: ['palette', 'pen-tool', 'brush'],
  },
  {
    words: ['marketing', 'media', 'advertising', 'pr', 'social', 'brand', 'branding'],
    icons: ['megaphone', 'target', 'sparkles'],
  },
  {
    words: [
      'consulting',
      'consultancy',
      'consultant',
      'strategy',
      'advisory',
      'business',
      'solutions',
    ],
    icons: ['lightbulb', 'target', 'briefcase'],
  },
  {
    words: ['startup', 'launch', 'growth', 'venture', 'ventures', 'rocket'],
    icons: ['rocket', 'trending-up'],
  },
  {
    words: ['law', 'legal', 'lawyer', 'lawyers', 'attorney', 'attorneys', 'justice', 'notary'],
    icons: ['scale', 'gavel', 'landmark'],
  },
  {
    words: [
      'garden',
      'gardening',
      'plant',
      'plants',
      'landscaping',
      'nursery',
      'florist',
      'flowers',
      'flower',
    ],
    icons: ['sprout', 'flower', 'leaf'],
  },
  {
    words: ['eco', 'green', 'nature', 'natural', 'sustainable', 'environment', 'farm', 'farming'],
    icons: ['leaf', 'sprout', 'trees'],
  },
  {
    words: [
      'forest',
      'outdoor',
      'outdoors',
      'camping',
      'camp',
      'adventure',
      'hiking',
      'trail',
      'wild',
    ],
    icons: ['trees', 'tent', 'mountain', 'compass'],
  },
  {
    words: ['mountain', 'mountains', 'peak', 'summit', 'alpine', 'ski', 'climbing'],
    icons: ['mountain-snow', 'mountain'],
  },
  {
    words: ['pet', 'pets', 'vet', 'veterinary', 'animal', 'animals', 'grooming', 'paw'],
    icons: ['paw-print', 'paw', 'dog', 'cat'],
  },
  { words: ['dog', 'dogs', 'puppy', 'kennel'], icons: ['dog', 'paw-print'] },
  { words: ['cat', 'cats', 'kitten'], icons: ['cat', 'paw-print'] },
  {
    words: ['bird', 'birds', 'owl', 'eagle', 'falcon', 'hawk', 'raven', 'sparrow'],
    icons: ['bird', 'feather'],
  },
  { words: ['rabbit', 'bunny', 'hare'], icons: ['rabbit'] },
  { words: ['fish', 'fishing', 'seafood', 'sushi', 'aquarium'], icons: ['fish', 'fish-hook'] },
  {
    words: [
      'car',
      'cars',
      'auto',
      'automotive',
      'garage',
      'motors',
      'dealership',
      'taxi',
      'driving',
    ],
    icons: ['car', 'wrench'],
  },
  {
    words: [
      'repair',
      'repairs',
      'service',
      'services',
      'maintenance',
      'mechanic',
      'plumbing',
      'plumber',
    ],
    icons: ['wrench', 'hammer'],
  },
  {
    words: ['delivery', 'logistics', 'shipping', 'courier', 'freight', 'moving', 'transport'],
    icons: ['truck', 'package'],
  },
  {
    words: ['shop', 'store', 'retail', 'ecommerce', 'market', 'marketplace', 'boutique', 'goods'],
    icons: ['shopping-bag', 'store'],
  },
  {
    words: ['gift', 'gifts', 'party', 'events', 'event', 'celebration', 'wedding', 'weddings'],
    icons: ['gift', 'balloon', 'heart'],
  },
  {
    words: ['kids', 'kid', 'children', 'child', 'baby', 'babies', 'toys', 'nursery', 'daycare'],
    icons: ['baby', 'balloon', 'smile'],
  },
  {
    words: ['game', 'games', 'gaming', 'esports', 'arcade', 'play'],
    icons: ['gamepad-2', 'device-gamepad-2'],
  },
  {
    words: ['energy', 'solar', 'power', 'electric', 'electrical', 'electrician', 'volt'],
    icons: ['zap', 'sun', 'bolt'],
  },
  {
    words: [
      'water',
      'ocean',
      'sea',
      'marine',
      'surf',
      'surfing',
      'swim',
      'pool',
      'beach',
      'wave',
      'waves',
    ],
    icons: ['waves', 'droplet', 'anchor'],
  },
  {
    words: ['boat', 'boats', 'sailing', 'yacht', 'nautical', 'harbor', 'harbour', 'anchor'],
    icons: ['sailboat', 'anchor'],
  },
  { words: ['sun', 'sunny', 'summer', 'sunrise', 'sunset', 'solaris'], icons: ['sun'] },
  { words: ['moon', 'night', 'lunar', 'sleep', 'dream', 'dreams'], icons: ['moon', 'star'] },
  {
    words: ['star', 'stars', 'stellar', 'nova', 'astro', 'space', 'galaxy', 'cosmic'],
    icons: ['star', 'sparkles', 'rocket'],
  },
  {
    words: ['fire', 'flame', 'hot', 'spicy', 'grill', 'bbq', 'barbecue', 'blaze'],
    icons: ['flame'],
  },
  { words: ['love', 'heart', 'dating', 'charity', 'kind', 'care', 'caring'], icons: ['heart'] },
  {
    words: ['royal', 'king', 'queen', 'crown', 'premium', 'elite', 'regal'],
    icons: ['crown', 'gem'],
  },
  {
    words: ['home', 'cleaning', 'cleaner', 'cleaners', 'household', 'maid'],
    icons: ['house', 'sparkles'],
  },
  { words: ['dental', 'dentist', 'teeth', 'smile', 'orthodontics'], icons: ['smile', 'sparkles'] },
  { words: ['calendar', 'planning', 'planner', 'schedule', 'booking'], icons: ['calendar'] },
  {
    words: ['people', 'community', 'hr', 'recruiting', 'recruitment', 'staffing', 'team'],
    icons: ['users', 'handshake'],
  },
  {
    words: ['partner', 'partners', 'partnership', 'together', 'collective', 'cooperative'],
    icons: ['handshake', 'users'],
  },
  { words: ['key', 'keys', 'locksmith', 'access'], icons: ['key', 'lock'] },
  {
    words: ['idea', 'ideas', 'bright', 'innovation', 'innovative', 'lab'],
    icons: ['lightbulb', 'sparkles'],
  },
  {
    words: ['umbrella', 'rain', 'weather', 'cloud', 'clouds', 'sky'],
    icons: ['cloud', 'umbrella'],
  },
];

// generate-moodboard (Moodboard Generator): `{ keywords, style, variation?, tiles?, colors?,
// palette?, references? }` → a board's pictures (each tile a different subject or angle of the
// theme), a palette drawn from them, a type pairing and the words, charged 35 once
// ('moodboard-generation'); `{ kind: 'tile', … subject }` → one new picture for a tile at the
// generator's run cost ('text-to-image'). Hosted image model when its keys are set, Hive Local's
// renderer otherwise (the generator's provider chain).
import { serveMoodboard } from '../_shared/moodboard/moodboard-function.ts';

export default serveMoodboard();

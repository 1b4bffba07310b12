/** The answer as the claim classes read it: the kernel's claim reader (`src/kernel/prose/reader.ts`). */
export { asserts, isTakenBack, isTentative, type Modality, type Sentence, sentencesOf, sentencesOfAnswer, withoutCode, withoutMentions } from '../../../../../kernel/prose/reader.js'

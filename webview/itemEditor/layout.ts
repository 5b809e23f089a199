import type { Item } from '../../src/core/item/types';
import type { SectionNode } from '../form/layout';
import { usesLiveData } from './choices';
import { answerSection } from './sections/answer';
import { judgeSection } from './sections/judge';
import { lintSection } from './sections/lintSuppressions';
import { liveSection } from './sections/live';
import { metadataSection } from './sections/metadata';
import { otherSection } from './sections/other';
import { questionSection } from './sections/question';
import { reviewSection } from './sections/review';
import { rubricSection } from './sections/rubric';
import { samplesSection } from './sections/samples';

/** The item form's sections, in order. Task-specific ones show for their task, and always when the item holds their data. */
export function itemLayout(item: Item): SectionNode[] {
  const sections: (SectionNode | false | undefined)[] = [
    questionSection(item),
    (item.task !== 'OE' || item.answer !== undefined) && answerSection(item),
    usesLiveData(item) && liveSection(item),
    (item.task === 'OE' || item.rubric !== undefined) && rubricSection(item),
    samplesSection(item),
    metadataSection(item),
    judgeSection(),
    lintSection(item),
    reviewSection(),
    otherSection(item),
  ];
  return sections.filter((s): s is SectionNode => !!s);
}

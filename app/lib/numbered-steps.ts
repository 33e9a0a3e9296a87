/**
 * A list of steps in the order of their numbers. A gap or a repeated number would show a
 * visitor (and the structured data) a step that is not there, so it stops the build naming the file.
 */
export function numberedSteps<T extends { step: number }>(steps: readonly T[], file: string): T[] {
  const sorted = [...steps].sort((a, b) => a.step - b.step);
  sorted.forEach((item, index) => {
    if (item.step !== index + 1) {
      throw new Error(
        `${file}: the steps must be numbered 1 to ${sorted.length} without a gap; found step ${item.step} at place ${index + 1}`,
      );
    }
  });
  return sorted;
}

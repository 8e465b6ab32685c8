import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** The drawing, from the lucide package (data only: `import { Play } from 'lucide'`). */
  node: IconNode;
}

/**
 * A Lucide icon drawn as an inline SVG: 24 × 24, stroked in the text's colour, sized by its class. Hidden from
 * assistive technology unless it is labelled. The drawings are data, each its own module, so a screen carries only
 * the icons it draws, and this one component is all the code they need.
 */
export function Icon({ node, ...rest }: IconProps) {
  const labelled = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined || rest.role !== undefined;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      {...rest}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}

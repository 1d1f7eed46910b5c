import { DesignerDataError } from './designerCalls';
import type { MalformedReply } from '../errors/PageLoadError';

/** How the designer's pages name a reply they cannot read. */
export const DESIGNER_MALFORMED: MalformedReply = { kind: DesignerDataError, text: 'mc.designer.malformed' };

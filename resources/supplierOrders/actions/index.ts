/** The supplier view's modals: one file each, offered only when its rule in domain/supplierLines.ts allows. */
export { ChangeLineStatusMenuItem } from './ChangeLineStatusMenuItem';
export { ShippingInfoMenuItem } from './ShippingInfoMenuItem';
export { ParcelsMenuItem } from './ParcelsMenuItem';
export { UpdateEstimatedDateButton } from './UpdateEstimatedDateButton';
export { UpdateShippingAgentButton } from './UpdateShippingAgentButton';
export {
  ChangeStatusOfSelectedLinesButton,
  SetAgentOfSelectedButton,
  SetEstimatedDateOfSelectedButton,
  ShippingInfoOfSelectedLinesButton,
} from './LinesOfSelectedButtons';

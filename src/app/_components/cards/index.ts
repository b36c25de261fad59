export { CardBack, CardStyles, HanafudaCard, CARD_SIZES, type CardSize, type HanafudaCardProps } from "./HanafudaCard";
export { CardStack, type CardStackProps } from "./CardStack";
export {
  FACE_DOWN_LABEL,
  cardAriaLabel,
  cardTitle,
  cardValue,
  kindGroup,
  kindWord,
  toCardId,
  valueCorner,
  type CardRef,
  type HanafudaGame,
  type KindGroup,
} from "./labels";

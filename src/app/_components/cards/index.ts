export { CardBack, HanafudaCard, CARD_SIZES, type CardSize, type HanafudaCardProps } from "./HanafudaCard";
export { CardStack, type CardStackProps } from "./CardStack";
export { cardAriaLabel, cardValue, kindGroup, valueCorner } from "./game-labels";
export {
  toCardId,
  type CardNote,
  type CardRef,
  type CardWords,
  type ValueWord,
  type HanafudaGame,
  type KindGroup,
} from "./labels";
export { useCardWords } from "./card-words";

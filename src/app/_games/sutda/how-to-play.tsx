// How to play Sutda (docs/rules/sutda.md), for players. The words are the RulesSutda catalog's; the hands' names the
// SutdaHands one.
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { CardCode } from "~/engine/core/cards";
import { HouseRuleNote, HouseRuleNotes } from "~/app/rules/_components/house-rule-notes";
import { CardGroups, Cards, RULE_TAGS, Section } from "~/app/rules/_components/rule-parts";
import { opt, RulesPage, useRuleOption, type RuleOptions } from "~/app/rules/_components/rules-page";
import { Steps } from "~/app/rules/_components/rule-sections";

const G = "sutda" as const;
const NS = "RulesSutda";

function GoalAndDeck() {
  const t = useTranslations(NS);
  const stack = Number(useRuleOption("stack"));
  return (
    <>
      <Section id="goal" text={{ stack }}>
        <HouseRuleNotes notes={["stack", "end", "rounds"]} />
      </Section>
      <Section id="deck" text>
        <Cards
          cards={["M01-2", "M02-2", "M03-0", "M04-2", "M05-2", "M06-2", "M07-2", "M08-0", "M09-2", "M10-2"]}
          caption={t("deck.caption")}
          note={t("deck.note")}
        />
        <HouseRuleNote name="deck" />
      </Section>
    </>
  );
}

function AHand() {
  const t = useTranslations(NS);
  const ante = Number(useRuleOption("ante"));
  return (
    <Section id="hand">
      <Steps
        items={[
          t.rich("hand.deal", { ...RULE_TAGS, ante }),
          t.rich("hand.look", RULE_TAGS),
          t("hand.first"),
          t("hand.show"),
          t("hand.second"),
          t("hand.showdown"),
        ]}
      />
      <p>{t.rich("hand.auction", RULE_TAGS)}</p>
      <HouseRuleNotes notes={["ante", "allow_zero_open", "short_stack", "next_dealer"]} />
    </Section>
  );
}

function Ranking({ multipliers }: { multipliers: boolean }) {
  const t = useTranslations(NS);
  const tHands = useTranslations("SutdaHands");
  const m = multipliers ? "yes" : "no";
  const hands: { cards: readonly CardCode[]; caption: string; note?: ReactNode }[] = [
    { cards: ["M03-0", "M08-0"], caption: tHands("38-gwangttaeng"), note: t("ranking.gwang", { m }) },
    { cards: ["M10-2", "M10-3"], caption: tHands("jang-ttaeng"), note: multipliers ? "×5" : undefined },
    { cards: ["M09-2", "M09-3"], caption: t("ranking.pairs"), note: t("ranking.pairsNote", { m }) },
    { cards: ["M01-2", "M02-2"], caption: tHands("alli") },
    { cards: ["M01-2", "M04-2"], caption: tHands("doksa") },
    { cards: ["M10-2", "M04-2"], caption: tHands("jangsa") },
    { cards: ["M10-2", "M01-2"], caption: tHands("jang-bbing") },
    { cards: ["M01-2", "M08-2"], caption: "1 + 8", note: t("ranking.oneEight") },
    { cards: ["M06-2", "M04-2"], caption: tHands("seryuk") },
    { cards: ["M05-2", "M06-3"], caption: t("ranking.kkeut"), note: t("ranking.kkeutNote") },
  ];
  return (
    <Section id="ranking">
      <CardGroups groups={hands} caption={(h) => h.caption} note={(h) => h.note} />
      <p>{t("ranking.split")}</p>
      <HouseRuleNotes
        notes={[
          "tie",
          "standard_named_order",
          "gwangttaeng_13_18",
          "ttaengjabi",
          "amhaeng_eosa",
          "gusa",
          "meongteongguri_gusa",
          "jangsa_funeral",
        ]}
      />
    </Section>
  );
}

function PayingOut({ multipliers }: { multipliers: boolean }) {
  return (
    <Section id="settlement" text={{ m: multipliers ? "yes" : "no" }}>
      <HouseRuleNotes notes={["no_multipliers", "multiplier_base"]} />
    </Section>
  );
}

export function SutdaRules({ options }: { options: RuleOptions }) {
  const multipliers = opt(options, G, "no_multipliers") !== "on";
  return (
    <RulesPage game={G} namespace={NS} options={options}>
      <GoalAndDeck />
      <AHand />
      <Ranking multipliers={multipliers} />
      <PayingOut multipliers={multipliers} />
    </RulesPage>
  );
}

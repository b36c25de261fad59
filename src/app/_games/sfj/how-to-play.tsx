// How to play Season's Flowers in Japan (docs/rules/sfj.md), for players. The words are the RulesSfj catalog's.
import { useTranslations } from "next-intl";
import { HouseRuleNote, HouseRuleNotes } from "~/app/rules/_components/house-rule-notes";
import { CardGroups, RULE_TAGS, Section } from "~/app/rules/_components/rule-parts";
import { opt, RulesPage, type RuleOptions } from "~/app/rules/_components/rules-page";
import { CardValues, Example, PlayThenDraw, Points, RoundsGoal } from "~/app/rules/_components/rule-sections";
import { num } from "~/app/_components/game/names";
import { DealSection } from "../deal-section";

const G = "sfj" as const;
const NS = "RulesSfj";

const ROLES = [
  { key: "five-brights", cards: ["M01-0", "M03-0", "M08-0", "M11-0", "M12-0"], pays: 25 },
  { key: "four-brights", cards: ["M01-0", "M03-0", "M08-0", "M12-0"], pays: 20 },
  { key: "boar-deer-butterfly", cards: ["M07-0", "M10-0", "M06-0"], pays: 15 },
  { key: "red-vases", cards: ["M01-1", "M02-1", "M03-1"], pays: 10 },
  { key: "blue-vases", cards: ["M06-1", "M09-1", "M10-1"], pays: 10 },
  { key: "black-tea-and-cake", cards: ["M03-0", "M09-0"], pays: 5 },
  { key: "japanese-tea-and-sweets", cards: ["M08-0", "M09-0"], pays: 5 },
] as const;

function GoalAndCards({ chaff, total }: { chaff: number; total: number }) {
  const values = [
    { cards: ["M01-0", "M03-0", "M08-0", "M11-0", "M12-0"], points: 20, note: "brights" },
    { cards: ["M02-0", "M06-0", "M07-0", "M09-0"], points: 10, note: "animals" },
    { cards: ["M01-1", "M06-1", "M11-2"], points: 5, note: "ribbons" },
    { cards: ["M04-2", "M11-3", "M12-3"], points: chaff, note: "chaff" },
  ] as const;
  return (
    <>
      <RoundsGoal />
      <CardValues groups={values} values={{ chaff, total }}>
        <HouseRuleNote name="chaff_value" />
      </CardValues>
    </>
  );
}

function DealAndTurn() {
  const t = useTranslations(NS);
  return (
    <>
      <DealSection
        columns={["hand", "table", "deck"]}
        sizes={[
          [2, 10, 8, 20],
          [3, 7, 6, 21],
          [4, 5, 8, 20],
        ]}
      >
        <Points items={[t("deal.tableFour"), t("deal.handFour")]} />
      </DealSection>
      <PlayThenDraw>
        <p>{t("turn.capture")}</p>
        <HouseRuleNote name="must_play_matching_if_able" />
      </PlayThenDraw>
    </>
  );
}

function Roles() {
  const t = useTranslations(NS);
  // the names the table shows under a player's captures
  const names = useTranslations("SfjRoles");
  return (
    <Section id="roles" text>
      <CardGroups
        game={G}
        groups={ROLES}
        caption={(r) => names(r.key)}
        note={(r) => t(r.key === "four-brights" ? "roles.paysNoRain" : "roles.pays", { points: r.pays })}
      />
      <p>{t("roles.addUp")}</p>
      <HouseRuleNotes
        notes={["bright_roles_stack", "tea_party_sets", "black_tea_and_cake", "japanese_tea_and_sweets"]}
      />
    </Section>
  );
}

function Scoring({ total }: { total: number }) {
  const t = useTranslations(NS);
  const share = total / 2;
  return (
    <Section id="scoring" text={{ total, two: total / 2, three: total / 3, four: total / 4 }}>
      <Example>
        {t.rich("scoring.example", {
          ...RULE_TAGS,
          theirs: total - 150,
          share,
          yours: 150 - share + 10,
          their: num(total - 150 - share - 10),
        })}
      </Example>
      <p>{t("scoring.dealer")}</p>
    </Section>
  );
}

export function SfjRules({ options }: { options: RuleOptions }) {
  const chaff = opt(options, G, "chaff_value") === 1 ? 1 : 0;
  const total = chaff ? 264 : 240;
  return (
    <RulesPage game={G} namespace={NS} options={options}>
      <GoalAndCards chaff={chaff} total={total} />
      <DealAndTurn />
      <Roles />
      <Scoring total={total} />
    </RulesPage>
  );
}

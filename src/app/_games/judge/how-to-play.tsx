// How to play Judge (docs/rules/judge.md), for players.
import {
  CardGrid,
  Cards,
  HouseRuleNote,
  opt,
  RulesTable,
  Section,
  type RuleOptions,
} from "~/app/rules/_components/rule-parts";

const G = "judge" as const;

export function JudgeRules({ options }: { options: RuleOptions }) {
  const windowMs = Number(opt(options, G, "window_ms"));
  return (
    <>
      <Section id="goal" title="The goal">
        <p>
          Judge is a reaction duel for two players over 23 quick rounds. Two cards are flipped at once: the later month
          must hit, the earlier month may defend. Win rounds to collect cards; the most cards wins.
        </p>
      </Section>

      <Section id="setup" title="Setting up">
        <p>
          Each player gets one card face up as their <strong>head</strong> (it never scores) and a face-down pile of 23
          cards. The months run from January (Pine, 1) to December (Paulownia, 12).
        </p>
        <CardGrid>
          <Cards
            cards={["M02-2", "M09-1"]}
            caption="February against September"
            note="September is the later month: it hits"
          />
          <Cards cards={["M05-0", "M05-3"]} caption="Same month" note="both race to hit" />
        </CardGrid>
      </Section>

      <Section id="round" title="A round">
        <ol className="list-decimal space-y-1 pl-6">
          <li>
            Both players put the top card of their pile face down as a <em>picket</em>.
          </li>
          <li>3, 2, 1 — both pickets are turned face up at the same moment.</li>
          <li>
            <strong>Different months:</strong> the later month must <strong>hit</strong> (tap the opponent&apos;s head).
            The earlier month may <strong>defend</strong> (tap their own head) — but only a defence that lands before
            the hit counts.
          </li>
          <li>
            <strong>Same month:</strong> both must hit; the first hit wins. Defending does nothing.
          </li>
        </ol>
        <p>
          Online you get one action per round — hit or defend — and {windowMs / 1000} seconds to make it. Your reaction
          time is measured fairly: the server allows for your connection&apos;s delay.
        </p>
        <HouseRuleNote game={G} options={options} name="window_ms" />
        <HouseRuleNote game={G} options={options} name="epsilon_ms" />
        <HouseRuleNote game={G} options={options} name="mistake_extension_ms" />
        <HouseRuleNote game={G} options={options} name="false_start" />
      </Section>

      <Section id="outcomes" title="Who wins a round">
        <RulesTable
          caption="Different months (L = later month, E = earlier month)"
          head={["L does", "E does", "Result"]}
          rows={[
            ["hits", "nothing", "L wins"],
            ["hits", "hits (a mistake)", "L wins"],
            ["hits", "defends first", "nobody: both pickets go to the pot"],
            ["hits first", "defends too late", "L wins"],
            ["defends (a mistake)", "nothing", "E wins"],
            ["defends", "defends", "E wins"],
            ["defends", "hits", "nobody: pot"],
            ["nothing", "hits", "nobody: pot"],
            ["nothing", "defends", "nobody: pot"],
            ["nothing", "nothing", "nobody: pot"],
          ]}
        />
        <p>
          The winner of a round takes both pickets <strong>and</strong> everything in the pot. A round nobody wins adds
          its two pickets to the pot for the next winner.
        </p>
        <HouseRuleNote game={G} options={options} name="tie_hit_vs_def" />
        <HouseRuleNote game={G} options={options} name="unanswered_mistake" />
        <HouseRuleNote game={G} options={options} name="no_action" />
      </Section>

      <Section id="scoring" title="Scoring">
        <p>After 23 rounds, each card you won is worth 1 point. Holding 4 or more of the five brights earns 10 more.</p>
        <Cards
          cards={["M01-0", "M03-0", "M08-0", "M11-0", "M12-0"]}
          caption="The five brights"
          note="four of them: +10"
        />
        <p>A pot left after the last round is discarded; equal scores are a draw.</p>
        <HouseRuleNote game={G} options={options} name="final_pot" />
        <HouseRuleNote game={G} options={options} name="tie" />
      </Section>
    </>
  );
}

package org.katakuti.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Games;
import org.katakuti.app.bots.BotCatalog;

class BotsCommandTest {

    @Test
    void listsTheBuiltInLevelsFirst() {
        Run run = Run.of(new BotsCommand(), "");

        assertEquals(0, run.status());
        assertTrue(run.out().size() >= 3, run.out().toString());
        assertTrue(run.out().get(0).matches("easy +Easy +.*"), run.out().get(0));
        assertTrue(run.out().get(1).matches("normal +Normal +.*"), run.out().get(1));
        assertTrue(run.out().get(2).matches("hard +Hard +.*"), run.out().get(2));
    }

    @Test
    void namesTheGamesEachBotPlaysAndFiltersByGame() {
        BotFactory gomokuOnly = TestBots.factory("gomoku-only", game -> game == Games.GOMOKU,
                seed -> (position, deadline) -> position.legalMoves().get(0));
        BotCatalog catalog = BotCatalog.of(List.of(gomokuOnly, TestBots.catalog().byId("first-legal")));

        Run all = Run.of(new BotsCommand(catalog), "");
        Run tigadi = Run.of(new BotsCommand(catalog), "", "--game", "tigadi");

        assertEquals(List.of(
                "gomoku-only  Test: gomoku-only  gomoku",
                "first-legal  Test: first-legal  tic-tac-toe misere four-by-four five-in-a-row gomoku ultimate tigadi"),
                all.out());
        assertEquals(List.of("first-legal  Test: first-legal  tigadi"), tigadi.out());
    }

    @Test
    void anUnknownGameIsBadInput() {
        Run run = Run.of(new BotsCommand(TestBots.catalog()), "", "--game", "chess");

        assertTrue(run.isBadInput(), run.toString());
    }
}

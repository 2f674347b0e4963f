package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Games;

class OpponentsTest {

    @Test
    void theBuiltInLevelsAreFoundLikeAnyPlugin() {
        List<String> ids = new ArrayList<>();
        for (BotFactory factory : Opponents.scan(getClass().getClassLoader()).all()) {
            ids.add(factory.id());
        }
        assertThat(ids).contains("easy", "normal", "hard");
    }

    @Test
    void onlyFactoriesThatPlayTheGameAreOffered() {
        BotFactory everything = MatchControllerTest.botChoosing(p -> null);
        BotFactory broken = new BotFactory() {
            @Override
            public String id() {
                return "broken";
            }

            @Override
            public String name() {
                return "Broken";
            }

            @Override
            public boolean plays(org.katakuti.api.rules.Game game) {
                throw new IllegalStateException("cannot say");
            }

            @Override
            public org.katakuti.api.bot.Bot create(org.katakuti.api.rules.Game game, long seed) {
                throw new IllegalStateException("cannot make");
            }
        };
        Opponents opponents = new Opponents(Arrays.asList(broken, everything));
        assertThat(opponents.playing(Games.GOMOKU)).containsExactly(everything);
    }
}

package org.katakuti.app.log;

import java.util.List;
import java.util.Random;

import org.katakuti.api.match.Forfeit;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;

/** Matches made for the tests, played through {@link MatchRecord} as the table would play them. */
final class Matches {

    static final long STARTED = 1_796_117_400_123L; // 2026-12-01T09:30:00.123Z

    private Matches() {
    }

    static PlayerInfo person(String name) {
        return PlayerInfo.person(name);
    }

    static PlayerInfo hard(long seed) {
        return PlayerInfo.bot(PlayerKind.BUILT_IN, "hard", "Hard", null, seed);
    }

    static MatchRecord start(Game game, int firstTo) {
        return MatchRecord.start(game, firstTo, person("Asha"), hard(42), STARTED);
    }

    /**
     * A whole match of random moves, with the referee's ends sprinkled in: a
     * take-back now and then, a resignation in game 2, a forfeit by the bot in
     * game 3 when there is one.
     */
    static MatchRecord randomMatch(Game game, int firstTo, long seed) {
        Random random = new Random(seed);
        MatchRecord record = start(game, firstTo);
        while (!record.isOver()) {
            record = randomGame(record, random);
            if (!record.isOver()) {
                record = record.nextGame();
            }
        }
        return record;
    }

    /** Plays the current game to its end; may leave it going on when {@code stopAfter} moves are played. */
    static MatchRecord randomGame(MatchRecord record, Random random) {
        return randomGame(record, random, Integer.MAX_VALUE);
    }

    static MatchRecord randomGame(MatchRecord record, Random random, int stopAfter) {
        int played = 0;
        while (!record.current().isOver() && played < stopAfter) {
            int number = record.gameNumber();
            int plies = record.current().plies();
            if (number == 2 && plies == 3) {
                return record.resign(record.sideToMove());
            }
            if (number == 3 && plies == 2 && record.player(record.sideToMove()).isComputer()) {
                return record.forfeit(record.sideToMove(), Forfeit.TIME, "still thinking after 2000 ms");
            }
            if (plies >= 2 && random.nextInt(10) == 0) {
                record = record.takeBack(1 + random.nextInt(2));
                continue;
            }
            List<Move> legal = record.position().legalMoves();
            record = record.play(legal.get(random.nextInt(legal.size())), random.nextInt(3000));
            played++;
        }
        return record;
    }
}

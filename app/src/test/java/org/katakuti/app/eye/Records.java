package org.katakuti.app.eye;

import java.util.List;
import java.util.Random;

import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;

/** Game records for the eye's tests: written out, or played at random from a seed. */
final class Records {

    private Records() {
    }

    /** A record of {@code moves} in notation, separated by spaces. */
    static GameRecord of(Game game, String moves) {
        GameRecord record = GameRecord.start(game, Side.ONE);
        for (String move : moves.trim().split(" +")) {
            record = record.play(Move.parse(move), 0);
        }
        return record;
    }

    /** A game of random legal moves, to its end or {@code maxPlies}. */
    static GameRecord random(Game game, long seed, int maxPlies) {
        Random random = new Random(seed);
        GameRecord record = GameRecord.start(game, seed % 2 == 0 ? Side.ONE : Side.TWO);
        while (!record.isOver() && record.plies() < maxPlies) {
            List<Move> moves = record.position().legalMoves();
            record = record.play(moves.get(random.nextInt(moves.size())), 0);
        }
        return record;
    }

    /** The verdict of the last move of {@code record}. */
    static Verdict last(GameAnalyst analyst, GameRecord record) {
        List<Verdict> verdicts = analyst.analyse(record);
        return verdicts.get(verdicts.size() - 1);
    }
}

package org.katakuti.app.eye;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.mnk.MnkPosition;
import org.katakuti.app.bots.small.Solutions;

/** The small grids, solved: each move's value with best play before and after it, exactly. */
final class SolvedJudge implements Judge {

    @Override
    public Verdict judge(int ply, Position before, Move move, Position after, Deadline deadline) {
        Seat mover = before.toMove();
        Verdict.Builder verdict = new Verdict.Builder(ply, move, mover);
        Map<Move, Integer> results = Solutions.moveResults((MnkPosition) before, deadline);
        Integer played = results == null ? null : results.get(move);
        if (played == null) {
            return verdict.build();
        }
        int value = Integer.MIN_VALUE;
        for (int result : results.values()) {
            value = Math.max(value, result);
        }
        List<Move> keeping = new ArrayList<>();
        for (Map.Entry<Move, Integer> entry : results.entrySet()) {
            if (entry.getValue() == value) {
                keeping.add(entry.getKey());
            }
        }
        verdict.outlook(outlook(value), outlook(played)).keeping(keeping);
        boolean won = after.isOver() && after.outcome().winner() == mover;
        if (results.size() == 1) {
            return verdict.kind(Kind.FORCED).words(won ? "eye.wins" : "eye.forced").build();
        }
        if (played == value) {
            if (keeping.size() == 1 && value != Solutions.LOSS) {
                return verdict.kind(Kind.ONLY_MOVE)
                        .words(value == Solutions.WIN ? "eye.only.win" : "eye.only.draw").build();
            }
            String words = won ? "eye.wins" : value == Solutions.WIN ? "eye.best.win"
                    : value == Solutions.DRAW ? "eye.best.draw" : "eye.best.loss";
            return verdict.kind(Kind.BEST).words(words).build();
        }
        Move better = preferred(before, mover, keeping);
        verdict.better(better);
        if (value == Solutions.WIN) {
            return verdict.kind(Kind.THREW_AWAY_WIN)
                    .words(played == Solutions.DRAW ? "eye.threwAwayWin.draw" : "eye.threwAwayWin.loss", better)
                    .build();
        }
        return verdict.kind(Kind.WALKED_INTO_LOSS).words("eye.walkedIntoLoss", better).build();
    }

    private static Outlook outlook(int result) {
        return result == Solutions.WIN ? Outlook.WIN : result == Solutions.DRAW ? Outlook.DRAW : Outlook.LOSS;
    }

    /** The move to name as the better one: a win at once if there is one, else the first that keeps the value. */
    private static Move preferred(Position before, Seat mover, List<Move> keeping) {
        for (Move move : keeping) {
            Position after = before.play(move);
            if (after.isOver() && after.outcome().winner() == mover) {
                return move;
            }
        }
        return keeping.get(0);
    }
}

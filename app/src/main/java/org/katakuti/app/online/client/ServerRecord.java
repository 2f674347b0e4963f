package org.katakuti.app.online.client;

import java.util.ArrayList;
import java.util.List;

import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayedMove;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.MoveListException;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;
import org.katakuti.app.online.client.OnlineException.Problem;

/**
 * The server is the referee of record: this compares the table's record of
 * an online match with the room's state, and rebuilds the record from the
 * state (with {@code api.match}, every move checked by the rules) when the
 * two part ways.
 *
 * <p>Both are read as one list of steps, game after game: the game's start
 * (who moves first), its moves, its end (reason and winner). The table's
 * record may lag behind the server's by the friend's moves (the controller
 * asks for them one turn at a time) and run ahead of it by this seat's own
 * moves still on their way; anything else is a disagreement.
 */
final class ServerRecord {

    /** How the table's record stands against the server's. */
    enum Standing {
        /** Both say the same (the server may have begun the next game: the table follows when asked). */
        IN_STEP,
        /** The server has the friend's next move: {@link Comparison#move}. */
        FRIEND_MOVED,
        /** The table has moves (or a resignation) of this seat the server does not have yet. */
        LOCAL_AHEAD,
        /** The friend resigned the game in play. */
        FRIEND_RESIGNED,
        /** The game in play was claimed as abandoned (by either side). */
        CLAIMED,
        /** Anything else: the table must follow the server's record. */
        DIFFERENT
    }

    /** The result of a comparison. */
    static final class Comparison {
        final Standing standing;
        /** The friend's move, for {@link Standing#FRIEND_MOVED}. */
        final Move move;

        Comparison(Standing standing, Move move) {
            this.standing = standing;
            this.move = move;
        }
    }

    /** One step of a match: a game's start, a move or a game's end. */
    private static final class Step {
        final String text;
        /** The side that made a move; null for a start or an end. */
        final Side mover;
        final Reason end;

        Step(String text, Side mover, Reason end) {
            this.text = text;
            this.mover = mover;
            this.end = end;
        }
    }

    private ServerRecord() {
    }

    /** How {@code local}, the table's record, stands against {@code server}'s state, for the seat of {@code mine}. */
    static Comparison compare(MatchRecord local, RoomState server, Side mine) {
        List<Step> ours = steps(local);
        List<Step> theirs = steps(server);
        int same = 0;
        while (same < ours.size() && same < theirs.size() && ours.get(same).text.equals(theirs.get(same).text)) {
            same++;
        }
        if (same == ours.size()) {
            if (same == theirs.size()) {
                return new Comparison(Standing.IN_STEP, null);
            }
            Step next = theirs.get(same);
            if (next.mover != null) {
                if (next.mover == mine) {
                    return new Comparison(Standing.DIFFERENT, null);
                }
                try {
                    return new Comparison(Standing.FRIEND_MOVED, Move.parse(next.text));
                } catch (IllegalArgumentException e) {
                    return new Comparison(Standing.DIFFERENT, null); // not notation: the rebuild says so
                }
            }
            if (next.end == Reason.RESIGNED) {
                return new Comparison(Standing.FRIEND_RESIGNED, null);
            }
            if (next.end == Reason.ABANDONED) {
                return new Comparison(Standing.CLAIMED, null);
            }
            // the next game's start: the table starts it when the player goes on
            return new Comparison(next.end == null ? Standing.IN_STEP : Standing.DIFFERENT, null);
        }
        if (same == theirs.size()) {
            for (Step extra : ours.subList(same, ours.size())) {
                if (extra.mover != null && extra.mover != mine) {
                    return new Comparison(Standing.DIFFERENT, null);
                }
            }
            return new Comparison(Standing.LOCAL_AHEAD, null);
        }
        return new Comparison(Standing.DIFFERENT, null);
    }

    /**
     * The match as the server has it, with the table's players and start time;
     * the time each move took is the table's where it agrees, else 0.
     *
     * @throws OnlineException when the server's moves do not follow the rules or make no match
     */
    static MatchRecord rebuild(RoomState server, MatchRecord local) throws OnlineException {
        return rebuild(server, local.game(), local.player(Side.ONE), local.player(Side.TWO), local.startedMillis(),
                local);
    }

    /** The match as the server has it, for players {@code one} and {@code two}; {@code local} may be null. */
    static MatchRecord rebuild(RoomState server, Game game, PlayerInfo one, PlayerInfo two, long startedMillis,
            MatchRecord local) throws OnlineException {
        List<GameRecord> games = new ArrayList<>();
        try {
            if (server.firstMover() == null) {
                throw new IllegalArgumentException("the current game has no first mover");
            }
            for (RoomState.FinishedGame finished : server.games()) {
                Side first = finished.firstMover();
                Reason reason = Reason.fromNotation(finished.reason());
                Side winner = finished.winner();
                Outcome outcome = winner == null ? Outcome.draw(reason)
                        : Outcome.win(winner == first ? Seat.FIRST : Seat.SECOND, reason);
                games.add(GameRecord.restore(game, first, played(finished.moves(), local, games.size()), outcome,
                        null, null, 0));
            }
            // a next game the server began but nobody has moved in yet waits for the table to go on to it,
            // so the person sees how the last one ended first
            boolean tableBehind = local != null && local.gameNumber() < server.gameNumber();
            if (server.gameNumber() > games.size() && !(tableBehind && server.moves().isEmpty())) {
                games.add(GameRecord.restore(game, server.firstMover(), played(server.moves(), local, games.size()),
                        null, null, null, 0));
            }
            return MatchRecord.restore(game, server.firstTo(), one, two, startedMillis, games, false);
        } catch (MoveListException e) {
            throw new OnlineException(Problem.PROTOCOL_MISMATCH, "the server's game " + (games.size() + 1)
                    + " does not follow the rules: " + e.getMessage());
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new OnlineException(Problem.PROTOCOL_MISMATCH, "the server's record makes no match: "
                    + e.getMessage());
        }
    }

    /** @return how many steps the server's record holds: it only ever grows, as no move is taken back */
    static int length(RoomState state) {
        return steps(state).size();
    }

    private static List<PlayedMove> played(List<String> moves, MatchRecord local, int index) {
        List<PlayedMove> known = local != null && index < local.games().size()
                ? local.games().get(index).moves() : new ArrayList<PlayedMove>();
        List<PlayedMove> played = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            Move move = Move.parse(moves.get(i));
            long millis = i < known.size() && known.get(i).move().equals(move) ? known.get(i).millis() : 0;
            played.add(new PlayedMove(move, millis));
        }
        return played;
    }

    private static List<Step> steps(MatchRecord record) {
        List<Step> steps = new ArrayList<>();
        for (GameRecord game : record.games()) {
            List<String> moves = new ArrayList<>();
            for (PlayedMove move : game.moves()) {
                moves.add(move.move().toString());
            }
            Reason end = game.isOver() ? game.outcome().reason() : null;
            addGame(steps, game.first(), moves, end, game.isOver() ? game.winner() : null);
        }
        return steps;
    }

    private static List<Step> steps(RoomState state) {
        List<Step> steps = new ArrayList<>();
        for (RoomState.FinishedGame game : state.games()) {
            addGame(steps, game.firstMover(), game.moves(), null, null);
            Reason end;
            try {
                end = Reason.fromNotation(game.reason());
            } catch (IllegalArgumentException e) {
                // an end the table cannot read matches nothing of its own: the rebuild then says why
                steps.add(new Step("end:?" + game.reason(), null, Reason.FORFEIT));
                continue;
            }
            steps.add(endStep(end, game.winner()));
        }
        if (state.gameNumber() > state.games().size()) {
            addGame(steps, state.firstMover(), state.moves(), null, null);
        }
        return steps;
    }

    private static void addGame(List<Step> steps, Side first, List<String> moves, Reason end, Side winner) {
        steps.add(new Step("start:" + (first == null ? "?" : RoomState.wire(first)), null, null));
        for (int ply = 0; ply < moves.size(); ply++) {
            // every turn is one move, passes included: the mover is read off the parity
            Side mover = first == null ? null : ply % 2 == 0 ? first : first.other();
            steps.add(new Step(moves.get(ply), mover, null));
        }
        if (end != null) {
            steps.add(endStep(end, winner));
        }
    }

    private static Step endStep(Reason end, Side winner) {
        return new Step("end:" + end.notation() + ":" + (winner == null ? "draw" : RoomState.wire(winner)), null, end);
    }
}

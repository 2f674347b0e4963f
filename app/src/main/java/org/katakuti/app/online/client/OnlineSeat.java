package org.katakuti.app.online.client;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;

import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Reason;
import org.katakuti.app.online.client.OnlineException.Problem;
import org.katakuti.app.player.Person;
import org.katakuti.app.player.Player;
import org.katakuti.app.table.MatchListener;

/**
 * This computer's seat at a room, for one match: it follows the room's
 * stream, sends the person's moves and resignation to the server as the match
 * records them (a {@link MatchListener} on the match's controller), and hands
 * the friend's moves to the {@link RemoteFriend} when the controller asks for
 * them. The server is the referee of record: when its state and the table's
 * record part ways, the record is rebuilt from the server's and the
 * {@link Host} goes on with it, saying why.
 *
 * <p>Everything but the network runs on the {@code home} thread (the Swing
 * event thread at the table): the stream's states and the answers to requests
 * are brought back to it.
 */
public final class OnlineSeat implements MatchListener {

    /** Why the table's record was rebuilt from the server's. */
    public enum Notice {
        /** The records disagreed: the table follows the server's. */
        FOLLOWED_SERVER,
        /** The friend resigned the game. */
        FRIEND_RESIGNED,
        /** The game was claimed: one side stayed away past the grace time. */
        CLAIMED
    }

    /** The table around the seat; told on the home thread. */
    public interface Host {
        /** The room changed (a state came, a seat was taken, someone left or came back, the stream dropped). */
        void changed(OnlineSeat seat);

        /** The match must go on with {@code record}, the server's, with the same two players ({@link #players()}). */
        void rebuilt(OnlineSeat seat, MatchRecord record, Notice why);

        /** A request failed. */
        void failed(OnlineSeat seat, OnlineException problem);
    }

    /** How often, and after how long, a request that found no server is sent again (resending is harmless). */
    private static final long[] RETRY_MILLIS = {1_000, 2_000, 4_000, 8_000, 16_000};

    private final OnlineClient client;
    private final SeatTicket ticket;
    private final String myName;
    private final Executor home;
    private final ExecutorService sender;
    private final RoomStream stream;
    private volatile Host host;

    // from here on, touched on the home thread only
    private RoomState latest;
    private int latestLength = -1;
    private boolean streamUp;
    private Player me;
    private RemoteFriend friend;
    private MatchRecord local;
    private int inFlight;
    private boolean rebuilding;
    private boolean closed;

    /**
     * A seat held by {@code ticket}, for the person named {@code myName}. Call {@link #start()} to follow the room.
     *
     * @param home the thread everything is brought back to
     */
    public OnlineSeat(OnlineClient client, SeatTicket ticket, String myName, Executor home, Host host) {
        this.client = client;
        this.ticket = ticket;
        this.myName = myName == null ? "" : myName.trim();
        this.home = home;
        this.host = host;
        this.sender = Executors.newSingleThreadExecutor(work -> {
            Thread thread = new Thread(work, "katakuti-room-" + ticket.code() + "-send");
            thread.setDaemon(true);
            return thread;
        });
        this.stream = new RoomStream(client, ticket.code(), ticket.token(), new RoomStream.Listener() {
            @Override
            public void state(RoomState state) {
                home.execute(() -> received(state));
            }

            @Override
            public void connection(boolean up, String why) {
                home.execute(() -> {
                    streamUp = up;
                    tellChanged();
                });
            }

            @Override
            public void ended(OnlineException why) {
                home.execute(() -> {
                    streamUp = false;
                    if (!closed) {
                        OnlineSeat.this.host.failed(OnlineSeat.this, why);
                    }
                });
            }
        });
    }

    /** Starts following the room's stream. */
    public void start() {
        stream.start();
    }

    /** From now on, {@code newHost} hears the seat (the waiting dialog hands over to the table). */
    public void setHost(Host newHost) {
        this.host = newHost;
    }

    public SeatTicket ticket() {
        return ticket;
    }

    /** @return this seat's side */
    public Side side() {
        return ticket.side();
    }

    /** @return the room's last state; null until the first has come */
    public RoomState state() {
        return latest;
    }

    /** @return true while the room's stream is open */
    public boolean isConnected() {
        return streamUp;
    }

    /** @return true once both seats are taken: the match can be played */
    public boolean isReady() {
        return latest != null && !latest.isWaiting() && latest.seat(Side.ONE).name() != null
                && latest.seat(Side.TWO).name() != null;
    }

    /** @return the friend's name; null while their seat is free */
    public String friendName() {
        return latest == null ? null : latest.seat(side().other()).name();
    }

    /** @return true when the friend holds the other seat but is not there now */
    public boolean isFriendAway() {
        return isReady() && !latest.seat(side().other()).connected();
    }

    /** @return true when the server lets this seat claim the game in play */
    public boolean mayClaim() {
        return latest != null && latest.claimant() == side();
    }

    /**
     * The match as the server has it, and its two players, to sit down at the
     * table (once {@link #isReady()}); the seat then hears the match as a
     * listener of its controller.
     *
     * @throws OnlineException when the server's record makes no match
     */
    public MatchRecord begin(long startedMillis) throws OnlineException {
        if (!isReady()) {
            throw new IllegalStateException("the other seat is free");
        }
        String friendName = friendName();
        // the name the server holds for this seat: the friend sees it, and a rejoined match keeps it (and its log)
        String held = latest.seat(side()).name();
        me = new Person(held != null ? held : myName);
        friend = new RemoteFriend(friendName, this::sync);
        PlayerInfo one = side() == Side.ONE ? me.info() : friend.info();
        PlayerInfo two = side() == Side.ONE ? friend.info() : me.info();
        try {
            local = ServerRecord.rebuild(latest, Games.byId(latest.game()), one, two, startedMillis, null);
        } catch (IllegalArgumentException e) {
            throw new OnlineException(Problem.PROTOCOL_MISMATCH, "the room's game is not one of this table's: "
                    + latest.game());
        }
        return local;
    }

    /** @return the player of {@code side}: the person here or the friend (after {@link #begin}) */
    public Player player(Side which) {
        return which == side() ? me : friend;
    }

    /** Claims the game in play for this seat: the friend stayed away past the grace time. */
    public void claim() {
        send(() -> client.claim(ticket));
    }

    /** Stops following the room and sending; the seat's token stays valid on the server. */
    public void close() {
        closed = true;
        stream.close();
        sender.shutdownNow();
    }

    @Override
    public void matchStarted(MatchRecord record) {
        heard(record);
    }

    @Override
    public void gameStarted(MatchRecord record) {
        heard(record);
    }

    @Override
    public void moved(MatchRecord record, Side side, Move move) {
        local = record;
        if (side == side()) {
            final int game = record.gameNumber();
            final int ply = record.current().plies() - 1;
            send(() -> client.move(ticket, game, ply, move));
        }
        sync();
    }

    @Override
    public void tookBack(MatchRecord record) {
        heard(record);
    }

    @Override
    public void gameEnded(MatchRecord record) {
        local = record;
        GameRecord game = record.current();
        if (!rebuilding && game.outcome().reason() == Reason.RESIGNED && game.winner() == side().other()) {
            send(() -> client.resign(ticket));
        }
        sync();
    }

    @Override
    public void matchLeft(MatchRecord record) {
        if (!rebuilding) {
            close();
        }
    }

    private void heard(MatchRecord record) {
        local = record;
        sync();
    }

    /** A state from the stream or an answer: the server never takes a move back, so an older state is dropped. */
    private void received(RoomState state) {
        if (closed) {
            return;
        }
        int length = ServerRecord.length(state);
        if (length < latestLength) {
            return;
        }
        latest = state;
        latestLength = length;
        tellChanged();
        sync();
    }

    /** Brings the table's record in step with the server's: the friend's move handed on, or the record rebuilt. */
    private void sync() {
        if (rebuilding || closed || latest == null || local == null || friend == null) {
            return;
        }
        ServerRecord.Comparison comparison = ServerRecord.compare(local, latest, side());
        switch (comparison.standing) {
            case FRIEND_MOVED:
                if (!local.position().isLegal(comparison.move)) {
                    rebuild(Notice.FOLLOWED_SERVER); // the rebuild names the move the rules refuse
                } else if (friend.isAsked()) {
                    friend.deliver(comparison.move);
                }
                break;
            case LOCAL_AHEAD:
                if (inFlight == 0) {
                    rebuild(Notice.FOLLOWED_SERVER); // a move of ours the server never took
                }
                break;
            case FRIEND_RESIGNED:
                rebuild(Notice.FRIEND_RESIGNED);
                break;
            case CLAIMED:
                rebuild(Notice.CLAIMED);
                break;
            case DIFFERENT:
                rebuild(Notice.FOLLOWED_SERVER);
                break;
            default:
                break;
        }
    }

    private void rebuild(Notice why) {
        MatchRecord record;
        try {
            record = ServerRecord.rebuild(latest, local);
        } catch (OnlineException e) {
            host.failed(this, e);
            return;
        }
        rebuilding = true;
        try {
            local = record;
            host.rebuilt(this, record, why);
        } finally {
            rebuilding = false;
        }
    }

    /** A request that changes the room. */
    private interface Request {
        RoomState send() throws OnlineException;
    }

    /** Sends {@code request} on the seat's sending thread, in order, again while no server answers. */
    private void send(Request request) {
        if (closed) {
            return;
        }
        inFlight++;
        sender.execute(() -> {
            RoomState answer = null;
            OnlineException failure = null;
            for (int attempt = 0; answer == null; attempt++) {
                try {
                    answer = request.send();
                } catch (OnlineException e) {
                    failure = e;
                    if (e.problem() != Problem.UNREACHABLE || attempt == RETRY_MILLIS.length || !pause(attempt)) {
                        break;
                    }
                }
            }
            final RoomState state = answer;
            final OnlineException problem = state == null ? failure : null;
            home.execute(() -> answered(state, problem));
        });
    }

    private static boolean pause(int attempt) {
        try {
            Thread.sleep(RETRY_MILLIS[attempt]);
            return true;
        } catch (InterruptedException e) {
            return false;
        }
    }

    private void answered(RoomState state, OnlineException problem) {
        inFlight--;
        if (closed) {
            return;
        }
        if (state != null) {
            received(state);
            return;
        }
        host.failed(this, problem);
        // the request changed nothing: the room's state as it stands puts the table right
        sender.execute(() -> {
            try {
                RoomState now = client.state(ticket.code());
                home.execute(() -> received(now));
            } catch (OnlineException e) {
                // the stream brings the next state when the server is back
            }
        });
    }

    private void tellChanged() {
        if (!closed) {
            host.changed(this);
        }
    }
}

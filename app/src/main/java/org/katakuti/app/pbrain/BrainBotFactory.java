package org.katakuti.app.pbrain;

import java.io.File;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.mnk.MnkGame;

/**
 * Bots that are Gomocup brains: {@code pbrain:PATH} on the command line names
 * the brain's executable. They play five-in-a-row and gomoku (freestyle, 9x9 and
 * 15x15), and for the strength loop freestyle on the other square boards
 * ({@link Freestyle}), each bot in a process of its own ({@link BrainBot}); a
 * brain that does not play a size says so when it is started.
 */
public final class BrainBotFactory implements BotFactory {

    /** How a brain is named on the command line: {@code pbrain:PATH}. */
    public static final String PREFIX = "pbrain:";

    /** How long a brain may take to answer {@code ABOUT} when it is added. */
    static final long ABOUT_MILLIS = 3_000;

    private final File executable;
    private final BrainAbout about;
    private final Consumer<String> messages;
    /** Brains started ahead of their first move ({@link #warmUp}), per board size. */
    private final Map<Integer, Queue<BrainProcess>> warm = new ConcurrentHashMap<>();

    /**
     * @param executable the brain's executable
     * @param messages where its MESSAGE lines go
     */
    public BrainBotFactory(File executable, Consumer<String> messages) {
        this(executable, BrainAbout.none(), messages);
    }

    /**
     * @param executable the brain's executable
     * @param about what it said of itself (its name, version and author are shown)
     * @param messages where its MESSAGE lines go
     */
    public BrainBotFactory(File executable, BrainAbout about, Consumer<String> messages) {
        this.executable = executable;
        this.about = about;
        this.messages = messages;
    }

    /**
     * Starts the brain at {@code executable} on a gomoku board, asks it
     * {@code ABOUT} and ends it: whether it is a brain at all, and what it says
     * of itself. It blocks for up to about 15 s: not on the event thread.
     *
     * @throws IllegalArgumentException when it is not an executable file, cannot be started,
     *     or does not answer {@code START 15} with {@code OK}; the message says which
     * @throws InterruptedException when interrupted (the brain is killed)
     */
    public static BrainAbout probe(File executable) throws InterruptedException {
        if (!executable.isFile() || !executable.canExecute()) {
            throw new IllegalArgumentException(executable + " is not a program this computer can run");
        }
        BrainProcess brain;
        try {
            brain = BrainProcess.start(Collections.singletonList(executable.getAbsolutePath()), 15, line -> { });
        } catch (IllegalStateException e) {
            throw new IllegalArgumentException(executable.getName() + " is not a Gomocup brain: " + e.getMessage(), e);
        }
        try {
            brain.send("ABOUT");
            return BrainAbout.parse(brain.await(Deadline.in(ABOUT_MILLIS)));
        } catch (IllegalStateException e) {
            // a brain that plays but says nothing of itself is still a brain
            return BrainAbout.none();
        } finally {
            try {
                brain.send("END");
            } catch (IllegalStateException e) {
                // it is being killed anyway
            }
            brain.kill();
        }
    }

    /** @return the brain's executable */
    public File executable() {
        return executable;
    }

    /** @return what the brain said of itself when it was added */
    public BrainAbout about() {
        return about;
    }

    /**
     * @return the factory {@code pbrain:PATH} names
     * @throws IllegalArgumentException when the path is not an executable file
     */
    public static BrainBotFactory named(String name, Consumer<String> messages) {
        File file = new File(name.substring(PREFIX.length()));
        if (!file.isFile() || !file.canExecute()) {
            throw new IllegalArgumentException("no Gomocup brain at " + file + ": " + PREFIX
                    + "PATH names an executable file");
        }
        return new BrainBotFactory(file, messages);
    }

    /** E.g. {@code pbrain-rapfi} for {@code pbrain:/opt/pbrain-rapfi.exe}. */
    @Override
    public String id() {
        String name = executable.getName().toLowerCase(Locale.ROOT).replaceFirst("\\.(exe|sh|cmd|bat)$", "")
                .replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        if (name.isEmpty()) {
            name = "brain";
        }
        return name.startsWith("pbrain") ? name : "pbrain-" + name;
    }

    /** The brain's own name when it gave one, else its file's. */
    @Override
    public String name() {
        return "Gomocup brain " + (about.name().isEmpty() ? executable.getName() : about.name());
    }

    @Override
    public String version() {
        return about.version();
    }

    @Override
    public String author() {
        return about.author();
    }

    @Override
    public String description() {
        return "an outside engine, run as a program of its own: " + executable.getAbsolutePath();
    }

    @Override
    public boolean plays(Game game) {
        return Freestyle.isBoard(game);
    }

    /**
     * Starts {@code count} brains for {@code game} now, for the next bots made: a
     * brain (a whole JVM, say) may take seconds to start, which its first move
     * should not pay for, as a Gomocup manager starts its brains before the game.
     *
     * @throws IllegalStateException when a brain cannot be started or does not answer START
     * @throws InterruptedException when interrupted while it starts
     */
    public void warmUp(Game game, int count) throws InterruptedException {
        MnkGame board = board(game);
        for (int i = 0; i < count; i++) {
            BrainProcess brain = BrainProcess.start(command(), board.columns(), sink());
            warm.computeIfAbsent(board.columns(), size -> new ConcurrentLinkedQueue<>()).add(brain);
        }
    }

    /**
     * A bot with its brain already started (one warmed up, or one started now):
     * the guarded runner makes its bots before their clocks start, so a brain's
     * start is not charged to its first move.
     *
     * @throws IllegalStateException when the brain cannot be started or does not answer START
     */
    @Override
    public Bot create(Game game, long seed) {
        MnkGame board = board(game);
        Queue<BrainProcess> started = warm.get(board.columns());
        BrainProcess brain = started == null ? null : started.poll();
        if (brain == null) {
            try {
                brain = BrainProcess.start(command(), board.columns(), sink());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("stopped while the brain started", e);
            }
        }
        return new BrainBot(command(), board, sink(), brain);
    }

    private MnkGame board(Game game) {
        if (!plays(game)) {
            throw new IllegalArgumentException("a Gomocup brain plays freestyle (five-in-a-row, gomoku), not "
                    + game.id());
        }
        return (MnkGame) game;
    }

    private List<String> command() {
        return Collections.singletonList(executable.getAbsolutePath());
    }

    private Consumer<String> sink() {
        String prefix = id() + ": ";
        return line -> messages.accept(prefix + line);
    }
}

package org.katakuti.app.log;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.app.store.AtomicFile;

/**
 * The folder of match logs ({@code <data folder>/matches}): one JSON file per
 * match, written whole or not at all ({@link AtomicFile}), and read back
 * re-checked with the rules.
 *
 * <p>A match keeps one file all its life: its name comes from when it started
 * (UTC), its game and a short digest of its start and players,
 * {@code 2026-12-01-093000-tic-tac-toe-3f2a1c.json}, so every save of it, and a
 * resumed match, lands in the same file. A file read from the folder under
 * another name keeps that name for its match.
 *
 * <p>A bad file is reported, never changed or deleted unless the player asks
 * ({@link #delete(Path)}), and never hides the good ones.
 */
public final class MatchLogStore {

    /** Nothing near this size is a match log; refusing it keeps a stray file from filling the memory. */
    static final long MAX_BYTES = 16L * 1024 * 1024;

    private static final DateTimeFormatter NAME_TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmmss").withZone(ZoneOffset.UTC);

    /** Writes the file's content; a seam for tests of a write that fails midway. */
    interface Encoder {
        void write(MatchRecord record, OutputStream out) throws IOException;
    }

    /** One file of the folder: its match, or why it cannot be read. */
    public static final class Entry {
        private final Path file;
        private final MatchRecord record;
        private final LogException problem;
        private final long sortMillis;

        Entry(Path file, MatchRecord record, LogException problem, long sortMillis) {
            this.file = file;
            this.record = record;
            this.problem = problem;
            this.sortMillis = sortMillis;
        }

        public Path file() {
            return file;
        }

        /** @return the match, re-checked; null when the file is bad */
        public MatchRecord record() {
            return record;
        }

        /** @return why the file cannot be read; null when it is good */
        public LogException problem() {
            return problem;
        }

        public boolean isGood() {
            return record != null;
        }

        @Override
        public String toString() {
            return file.getFileName() + ": " + (record != null ? record : problem.getMessage());
        }
    }

    private final Path folder;
    private final String appVersion;
    private final Encoder encoder;
    /** The files matches were read from, by match: a resumed match goes on in its own file. */
    private final Map<String, Path> known = new ConcurrentHashMap<>();

    /**
     * @param folder the folder of the logs (created on the first save)
     * @param appVersion written in every log, {@code Main.version()}
     */
    public MatchLogStore(Path folder, String appVersion) {
        this(folder, appVersion, (record, out) -> out.write(
                MatchLog.of(record, appVersion).toJson().getBytes(StandardCharsets.UTF_8)));
    }

    MatchLogStore(Path folder, String appVersion, Encoder encoder) {
        this.folder = Objects.requireNonNull(folder, "folder").toAbsolutePath();
        this.appVersion = appVersion;
        this.encoder = encoder;
    }

    /** The store of {@code dataFolder}'s {@code matches} folder. */
    public static MatchLogStore in(Path dataFolder, String appVersion) {
        return new MatchLogStore(DataFolder.matches(dataFolder), appVersion);
    }

    public Path folder() {
        return folder;
    }

    public String appVersion() {
        return appVersion;
    }

    /** @return the file {@code record}'s match is kept in, the same for every save of it */
    public Path fileFor(MatchRecord record) {
        Path file = known.get(key(record));
        return file != null ? file : folder.resolve(nameFor(record));
    }

    /** @return the name a new match's file gets: {@code 2026-12-01-093000-tic-tac-toe-3f2a1c.json} */
    static String nameFor(MatchRecord record) {
        String digest = String.format("%06x", key(record).hashCode() & 0xffffff);
        return NAME_TIME.format(Instant.ofEpochMilli(record.startedMillis())) + "-" + record.game().id() + "-"
                + digest + ".json";
    }

    /** What tells one match from another: when it started, its game and its players. */
    private static String key(MatchRecord record) {
        return record.startedMillis() + "|" + record.game().id() + "|" + record.firstTo() + "|"
                + record.player(Side.ONE) + "|" + record.player(Side.ONE).seed() + "|"
                + record.player(Side.TWO) + "|" + record.player(Side.TWO).seed();
    }

    /**
     * Writes {@code record} to its match's file, replacing the old content whole.
     *
     * @return the file
     * @throws IOException when the folder or the file cannot be written; the old file is then untouched
     */
    public Path save(MatchRecord record) throws IOException {
        Path file = fileFor(record);
        AtomicFile.write(file, out -> encoder.write(record, out));
        return file;
    }

    /**
     * Every log in the folder, newest first (by the match's start; a bad file by
     * when it was last changed). Bad files are listed with their problem.
     *
     * @return empty when the folder does not exist yet
     * @throws IOException when the folder itself cannot be read
     */
    public List<Entry> list() throws IOException {
        List<Entry> entries = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return entries;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*.json")) {
            for (Path file : files) {
                if (file.getFileName().toString().startsWith(".") || Files.isDirectory(file)) {
                    continue;
                }
                entries.add(entry(file));
            }
        }
        Collections.sort(entries, Comparator.comparingLong((Entry entry) -> entry.sortMillis).reversed()
                .thenComparing(entry -> entry.file.getFileName().toString(), Comparator.reverseOrder()));
        return entries;
    }

    /** @return the good logs of matches neither over nor put away, newest first */
    public List<Entry> unfinished() throws IOException {
        List<Entry> open = new ArrayList<>();
        for (Entry entry : list()) {
            if (entry.isGood() && !entry.record.isOver() && !entry.record.isAbandoned()) {
                open.add(entry);
            }
        }
        return open;
    }

    private Entry entry(Path file) {
        try {
            MatchRecord record = read(file);
            return new Entry(file, record, null, record.startedMillis());
        } catch (LogException e) {
            long changed;
            try {
                changed = Files.getLastModifiedTime(file).toMillis();
            } catch (IOException | RuntimeException unknown) {
                changed = 0;
            }
            return new Entry(file, null, e, changed);
        }
    }

    /**
     * Reads a log, from this folder or anywhere, and re-checks it with the rules.
     *
     * @throws LogException naming the file and what is wrong with it; the file is left as it is
     */
    public MatchRecord read(Path file) throws LogException {
        String name = shownName(file);
        try {
            MatchRecord record = MatchLog.fromJson(text(file)).toRecord();
            known.put(key(record), file.toAbsolutePath());
            return record;
        } catch (LogException e) {
            throw e.in(name);
        } catch (RuntimeException e) {
            // Nothing in a file may crash the app: whatever slipped through is still a bad file.
            throw LogException.of("cannot be read: " + e, e).in(name);
        }
    }

    private static String text(Path file) throws LogException {
        byte[] bytes;
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw LogException.of("too big to be a match log (" + Files.size(file) + " bytes)");
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw LogException.of("there is no such file", e);
        } catch (IOException e) {
            throw LogException.of("cannot be read: " + e.getMessage(), e);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw LogException.of("not a match log: it is not UTF-8 text", e);
        }
    }

    /** @return {@code matches/NAME.json} for a file of this folder; the path as given for any other */
    String shownName(Path file) {
        Path absolute = file.toAbsolutePath();
        if (folder.equals(absolute.getParent()) && folder.getFileName() != null) {
            return folder.getFileName() + "/" + absolute.getFileName();
        }
        return file.toString();
    }

    /**
     * Puts an unfinished match away: its file is rewritten marked abandoned, so
     * it is no longer offered for resuming.
     *
     * @throws LogException when the file is bad (it is then left as it is)
     * @throws IOException when it cannot be written (it then keeps its old content)
     * @throws IllegalStateException when the match is over
     */
    public MatchRecord markAbandoned(Path file) throws LogException, IOException {
        MatchRecord record = read(file);
        if (record.isAbandoned()) {
            return record;
        }
        MatchRecord abandoned = record.abandon();
        AtomicFile.write(file, out -> encoder.write(abandoned, out));
        return abandoned;
    }

    /** Deletes a log, when the player asks for it. */
    public void delete(Path file) throws IOException {
        Files.deleteIfExists(file);
    }

    /** Copies a log, byte for byte, to {@code to} (replacing it whole), when the player asks for it. */
    public void export(Path from, Path to) throws IOException {
        AtomicFile.write(to, Files.readAllBytes(from));
    }
}

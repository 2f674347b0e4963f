package org.katakuti.app.plugin;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Real plugin jars built while the tests run, as an outside author would build
 * them: sources compiled against the api with javac (--release 8), a services
 * file, a manifest. Each jar is one class of the {@code plug} package per
 * factory; a small stock of bot bodies covers the kinds of bad behaviour.
 */
public final class PluginJars {

    private final Path folder;
    private final Map<String, String> sources = new LinkedHashMap<>();
    private final List<String> services = new ArrayList<>();
    private final Map<String, String> manifest = new LinkedHashMap<>();
    private final List<String> leftOut = new ArrayList<>();
    private boolean noServices;
    private int classVersion;

    private PluginJars(Path folder) {
        this.folder = folder;
    }

    /** A jar to be written in {@code folder}. */
    public static PluginJars in(Path folder) {
        return new PluginJars(folder);
    }

    /** A factory {@code plug.NAME} with this id whose bots choose with {@code chooseBody} (a statement block). */
    public PluginJars bot(String className, String id, String chooseBody) {
        return factory(className, id, "\"Test " + id + "\"", "return new org.katakuti.api.bot.Bot() {\n"
                + "  public org.katakuti.api.rules.Move choose(org.katakuti.api.rules.Position position,"
                + " org.katakuti.api.bot.Deadline deadline) {\n" + chooseBody + "\n  }\n};", "");
    }

    /** A factory whose parts are given as Java: the name expression, create's body and more members. */
    public PluginJars factory(String className, String id, String nameExpression, String createBody, String members) {
        sources.put("plug." + className, "package plug;\n"
                + "public class " + className + " implements org.katakuti.api.bot.BotFactory {\n"
                + members + "\n"
                + "  public String id() { return \"" + id + "\"; }\n"
                + "  public String name() { return " + nameExpression + "; }\n"
                + "  public boolean plays(org.katakuti.api.rules.Game game) { return true; }\n"
                + "  public org.katakuti.api.bot.Bot create(org.katakuti.api.rules.Game game, long seed) {\n"
                + createBody + "\n  }\n}\n");
        services.add("plug." + className);
        return this;
    }

    /** Lists a class in the services file that is not in the jar. */
    PluginJars listsMissingClass(String className) {
        services.add(className);
        return this;
    }

    /** Leaves the services file out. */
    PluginJars withoutServices() {
        noServices = true;
        return this;
    }

    /** Writes a manifest attribute. */
    PluginJars manifest(String name, String value) {
        manifest.put(name, value);
        return this;
    }

    /** Stamps the class files with this class file version (65 is Java 21), as a newer compiler would. */
    PluginJars classVersion(int major) {
        classVersion = major;
        return this;
    }

    /** Compiles {@code plug.NAME} with this source but leaves it out of the jar: a library the plugin forgot. */
    PluginJars library(String className, String source) {
        sources.put("plug." + className, source);
        leftOut.add("plug." + className);
        return this;
    }

    private static String apiClasses() {
        try {
            return Path.of(org.katakuti.api.bot.Bot.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                    .toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Compiles and writes {@code name}, returning its path. */
    public Path write(String name) {
        // sources and classes are built beside each other in one scratch folder, deleted once the jar is written
        Path scratch = null;
        try {
            scratch = Files.createTempDirectory("plugin-build");
            Path classes = Files.createDirectory(scratch.resolve("classes"));
            Path src = Files.createDirectory(scratch.resolve("src"));
            List<String> args = new ArrayList<>(List.of("--release", "8", "-nowarn", "-d", classes.toString(),
                    "-cp", apiClasses()));
            for (Map.Entry<String, String> source : sources.entrySet()) {
                Path file = src.resolve(source.getKey().replace('.', '/') + ".java");
                Files.createDirectories(file.getParent());
                Files.writeString(file, source.getValue());
                args.add(file.toString());
            }
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            if (!sources.isEmpty() && javac.run(null, null, System.err, args.toArray(new String[0])) != 0) {
                throw new IllegalStateException("the test plugin " + name + " does not compile");
            }
            Manifest mf = new Manifest();
            mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
            manifest.forEach((key, value) -> mf.getMainAttributes().putValue(key, value));
            Path jar = folder.resolve(name);
            try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, mf)) {
                for (String className : sources.keySet()) {
                    if (leftOut.contains(className)) {
                        continue;
                    }
                    String entry = className.replace('.', '/') + ".class";
                    byte[] bytes = Files.readAllBytes(classes.resolve(entry));
                    if (classVersion > 0) {
                        bytes[6] = (byte) (classVersion >> 8);
                        bytes[7] = (byte) classVersion;
                    }
                    out.putNextEntry(new JarEntry(entry));
                    out.write(bytes);
                }
                // anonymous bots and helpers compiled beside the factories
                try (var files = Files.walk(classes)) {
                    for (Path extra : (Iterable<Path>) files.filter(p -> p.toString().contains("$"))::iterator) {
                        out.putNextEntry(new JarEntry(classes.relativize(extra).toString().replace('\\', '/')));
                        out.write(Files.readAllBytes(extra));
                    }
                }
                if (!noServices) {
                    out.putNextEntry(new JarEntry("META-INF/services/org.katakuti.api.bot.BotFactory"));
                    out.write((String.join("\n", services) + "\n").getBytes(StandardCharsets.UTF_8));
                }
            }
            return jar;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            delete(scratch);
        }
    }

    private static void delete(Path folder) {
        if (folder == null) {
            return;
        }
        try (var files = Files.walk(folder)) {
            for (Path file : (Iterable<Path>) files.sorted(java.util.Comparator.reverseOrder())::iterator) {
                Files.delete(file);
            }
        } catch (IOException e) {
            // a scratch folder left behind is litter in the temporary folder, not a failure of the test
        }
    }

    /** Bot bodies: what a bot does in {@code choose}. */
    public static final String FIRST_LEGAL = "return position.legalMoves().get(0);";
    public static final String EXITS = "System.exit(3); return null;";
    public static final String HOARDS = "java.util.List<long[]> hoard = new java.util.ArrayList<>();"
            + " while (true) { hoard.add(new long[1 << 20]); }";
    public static final String SPINS = "long n = 0; while (n >= 0) { n = (n + 1) & 0xfffffff; Thread.interrupted(); }"
            + " return null;";
    public static final String THREAD_THAT_NEVER_ENDS = "Thread t = new Thread(() -> { while (true) {"
            + " try { Thread.sleep(1000); } catch (InterruptedException e) { } } }); t.setDaemon(false); t.start();"
            + " return position.legalMoves().get(0);";
    /** Reaches the position's private board and empties every square, then plays the first of its legal moves. */
    public static final String TAMPERS = "try { java.lang.reflect.Field f = position.getClass().getDeclaredField(\"board\");"
            + " f.setAccessible(true); Object board = f.get(position);"
            + " java.lang.reflect.Field c = board.getClass().getDeclaredField(\"cells\"); c.setAccessible(true);"
            + " java.util.Arrays.fill((int[]) c.get(board), 0); } catch (ReflectiveOperationException e) {"
            + " throw new RuntimeException(e); } return position.legalMoves().get(0);";
    public static final String PRINTS_THEN_PLAYS = "System.out.println(\"bestmove z9\"); System.out.println(\"move z9\");"
            + " return position.legalMoves().get(0);";
    /** Answers 300 ms after its budget: late, but within the grace. */
    public static final String LATE = "try { Thread.sleep(deadline.budgetMillis() + 300); } catch (InterruptedException e) { }"
            + " return position.legalMoves().get(0);";
    public static final String THROWS = "throw new IllegalStateException(\"boom\");";
}

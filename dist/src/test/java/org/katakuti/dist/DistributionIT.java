package org.katakuti.dist;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import javax.xml.parsers.DocumentBuilderFactory;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.katakuti.api.bot.BotApi;
import org.w3c.dom.Document;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Checks what {@code mvn package} left in {@code dist/target}: the folder a
 * player unpacks, the zip, and the runnable jar, run the way a player runs it.
 */
class DistributionIT {

    private static final Path TARGET = Paths.get(System.getProperty("katakuti.dist.target", "target"));
    private static final Path FOLDER = TARGET.resolve("katakuti");
    private static final Path JAR = FOLDER.resolve("katakuti.jar");
    /** The project bot authors copy (docs/plugins.md): it is not built with the rest. */
    private static final Path TEMPLATE = Paths.get(System.getProperty("katakuti.template", "../plugins/bot-template"));
    private static final String VERSION = System.getProperty("katakuti.version");
    private static final int JAVA_8_CLASS_FILE = 52;

    @TempDir
    Path elsewhere;

    @Test
    void helpListsTheCommandsAndExitsZero() throws Exception {
        Run run = java("--help");
        assertEquals(0, run.status, run.toString());
        assertTrue(run.out.contains("rules "), "the rules command is listed:\n" + run.out);
    }

    @Test
    void versionComesFromTheJarManifest() throws Exception {
        Run run = java("--version");
        assertEquals(0, run.status, run.toString());
        assertEquals("katakuti " + VERSION, run.out.trim());
    }

    @Test
    void rulesCommandReplaysAMoveFromTheJar() throws Exception {
        Run run = java("rules", "--game", "tic-tac-toe", "--moves", "a1");
        assertEquals(0, run.status, run.toString());
        JsonObject position = JsonParser.parseString(run.out).getAsJsonObject();
        assertEquals("tic-tac-toe", position.get("game").getAsString());
        assertEquals("ongoing", position.get("status").getAsString());
        assertEquals("second", position.get("toMove").getAsString());
        assertEquals(8, position.getAsJsonArray("legal").size(), run.out);
    }

    @Test
    void unknownCommandIsOneLineOnStandardErrorWithStatusTwo() throws Exception {
        Run run = java("juggle");
        assertEquals(2, run.status, run.toString());
        assertEquals("", run.out);
        assertEquals(1, run.err.trim().split("\n").length, run.err);
    }

    @Test
    void posixLauncherRunsTheJarFromAnyFolderAndPassesArguments() throws Exception {
        Path launcher = FOLDER.resolve("katakuti").toAbsolutePath();
        assertTrue(Files.isExecutable(launcher), "the launcher is executable");
        ProcessBuilder builder = new ProcessBuilder("sh", launcher.toString(), "--version").directory(elsewhere.toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Run run = run(builder);
        assertEquals(0, run.status, run.toString());
        assertEquals("katakuti " + VERSION, run.out.trim());
    }

    @Test
    void thePbrainLauncherIsAGomocupBrainFromAnyFolder() throws Exception {
        Path launcher = FOLDER.resolve("pbrain-katakuti").toAbsolutePath();
        assertTrue(Files.isExecutable(launcher), "the brain launcher is executable");
        ProcessBuilder builder = new ProcessBuilder("sh", launcher.toString()).directory(elsewhere.toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Path input = elsewhere.resolve("manager.txt");
        // gomoku's 15x15, then the Gomocup's freestyle board, 20x20
        Files.writeString(input, "START 15\nINFO timeout_turn 200\nTURN 7,7\nSTART 20\nTURN 10,10\nEND\n");
        builder.redirectInput(input.toFile());
        Run run = run(builder);
        assertEquals(0, run.status, run.toString());
        // the brain reports its search in MESSAGE lines, as Gomocup allows, before its move
        String answers = run.out.replaceAll("(?m)^MESSAGE .*\\R", "");
        String[] lines = answers.trim().split("\\R");
        assertEquals(4, lines.length, run.toString());
        assertEquals("OK", lines[0], run.toString());
        assertTrue(lines[1].matches("\\d+,\\d+") && !lines[1].equals("7,7"), run.toString());
        assertEquals("OK", lines[2], run.toString());
        assertTrue(lines[3].matches("1?\\d,1?\\d") && !lines[3].equals("10,10"), run.toString());
        assertTrue(run.out.contains("MESSAGE "), "the brain said what its search found: " + run);
    }

    /**
     * GomocupJudge adds up the virtual size of a brain's processes and declares a loss past the
     * match's {@code max_memory}, 350 MB in the Gomocup; a JVM left to its defaults reserves gigabytes.
     */
    @Test
    @EnabledOnOs(OS.LINUX)
    void thePbrainLauncherStaysUnderTheGomocupMemoryLimitEvenCountedAsVirtualSize() throws Exception {
        long limitKb = 350 * 1024;
        Path launcher = FOLDER.resolve("pbrain-katakuti").toAbsolutePath();
        ProcessBuilder builder = new ProcessBuilder("sh", launcher.toString()).directory(elsewhere.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process brain = builder.start();
        try (BufferedReader answers = new BufferedReader(
                new InputStreamReader(brain.getInputStream(), StandardCharsets.UTF_8));
                Writer manager = new OutputStreamWriter(brain.getOutputStream(), StandardCharsets.UTF_8)) {
            manager.write("START 15\nINFO timeout_turn 500\nINFO max_memory 367001600\nTURN 7,7\n");
            manager.flush();
            String line;
            do {
                line = answers.readLine();
            } while (line != null && !line.matches("\\d+,\\d+"));
            assertTrue(line != null, "the brain answered a move");
            // the launchers exec: the process started is the JVM itself
            List<String> status = Files.readAllLines(Paths.get("/proc", String.valueOf(brain.pid()), "status"));
            long peakKb = status.stream().filter(l -> l.startsWith("VmPeak:"))
                    .mapToLong(l -> Long.parseLong(l.replaceAll("\\D", ""))).findFirst().orElse(-1);
            assertTrue(peakKb > 0 && peakKb < limitKb, "the brain's JVM peaked at " + peakKb
                    + " kB of virtual memory; a Gomocup manager allows " + limitKb + " kB");
            manager.write("END\n");
            manager.flush();
        } finally {
            if (!brain.waitFor(30, TimeUnit.SECONDS)) {
                brain.destroyForcibly();
            }
        }
    }

    @Test
    void theShippedSampleBotPlaysAndADamagedJarBesideItIsRefusedWithAWarning() throws Exception {
        Path copy = elsewhere.resolve("katakuti");
        try (Stream<Path> files = Files.walk(FOLDER)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Files.copy(file, copy.resolve(FOLDER.relativize(file).toString()));
            }
        }
        Files.writeString(copy.resolve("plugins/damaged.jar"), "not a jar");
        Run run = run(new ProcessBuilder(Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", copy.resolve("katakuti.jar").toString(), "arena", "--game", "tic-tac-toe",
                "--bots", "sample-random,easy", "--games", "2", "--time-ms", "1000", "--seed", "1")
                .directory(elsewhere.toFile()));
        assertEquals(0, run.status, run.toString());
        assertTrue(run.out.contains("\"sample-random\""), run.toString());
        assertTrue(run.err.contains("damaged.jar"), "the damaged jar is named in a warning: " + run);
        assertEquals(1, run.err.trim().split("\n").length, "one line of warning: " + run);
    }

    @Test
    void everyClassOutsideTheVersionedFoldersRunsOnJava8() throws IOException {
        List<String> tooNew = new ArrayList<>();
        int classes = 0;
        try (JarFile jar = new JarFile(JAR.toFile())) {
            for (JarEntry entry : Collections.list(jar.entries())) {
                String name = entry.getName();
                if (!name.endsWith(".class") || name.startsWith("META-INF/versions/")) {
                    continue;
                }
                classes++;
                int major = classFileMajorVersion(jar.getInputStream(entry));
                if (major > JAVA_8_CLASS_FILE) {
                    tooNew.add(name + " (class file " + major + ")");
                }
            }
        }
        assertTrue(classes > 100, "the jar holds the app and its libraries, found " + classes + " classes");
        assertEquals(List.of(), tooNew, "classes a Java 8 runtime cannot load");
    }

    @Test
    void jarIsRunnableMultiReleaseAndUnsigned() throws IOException {
        try (JarFile jar = new JarFile(JAR.toFile())) {
            Attributes manifest = jar.getManifest().getMainAttributes();
            List<String> signatures = new ArrayList<>();
            for (JarEntry entry : Collections.list(jar.entries())) {
                if (entry.getName().matches("META-INF/[^/]+\\.(SF|RSA|DSA|EC)")) {
                    signatures.add(entry.getName());
                }
            }
            assertAll(
                    () -> assertEquals("org.katakuti.app.Main", manifest.getValue("Main-Class")),
                    () -> assertEquals("true", manifest.getValue("Multi-Release")),
                    () -> assertEquals(List.of(), signatures, "signature files of the merged jars"));
        }
    }

    @Test
    void jarKeepsEveryBotFactoryRegistration() throws IOException {
        String service = "META-INF/services/org.katakuti.api.bot.BotFactory";
        Set<String> registered = new TreeSet<>();
        for (URL url : Collections.list(getClass().getClassLoader().getResources(service))) {
            if (url.toString().contains("sample-bot")) {
                continue; // on this test's class path only, for the plugins folder check; never in the jar
            }
            try (InputStream in = url.openStream()) {
                registered.addAll(lines(in));
            }
        }
        assertFalse(registered.isEmpty(), "the app registers its bot factories");
        try (JarFile jar = new JarFile(JAR.toFile())) {
            JarEntry entry = jar.getJarEntry(service);
            assertTrue(entry != null, service + " is in the jar");
            assertEquals(registered, new TreeSet<>(lines(jar.getInputStream(entry))));
        }
    }

    @Test
    void botAuthorsGetTheApiAloneNamedByItsVersionAndTheTemplateBuildsAgainstIt() throws Exception {
        Path api = FOLDER.resolve("api").resolve("katakuti-api-" + BotApi.VERSION + ".jar");
        assertTrue(Files.isRegularFile(api), "docs/plugins.md tells bot authors to install " + api);
        try (JarFile jar = new JarFile(api.toFile())) {
            List<String> strays = Collections.list(jar.entries()).stream().map(JarEntry::getName)
                    .filter(name -> !name.endsWith("/") && !name.startsWith("META-INF/")
                            && !name.startsWith("org/katakuti/api/"))
                    .collect(Collectors.toList());
            assertEquals(List.of(), strays, "the api jar holds the api and nothing of the app");
            assertTrue(jar.getEntry("org/katakuti/api/bot/Bot.class") != null, "the bot interface is in " + api);
        }

        // Maven refuses a pom that is not well-formed XML before it builds anything.
        Document pom = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(TEMPLATE.resolve("pom.xml").toFile());
        assertEquals(BotApi.VERSION, pom.getElementsByTagName("katakuti.api.version").item(0).getTextContent(),
                "the template builds against the api version the table ships");

        List<String> arguments = new ArrayList<>(List.of("--release", "8", "-Xlint:-options",
                "-classpath", api.toString(), "-d", elsewhere.resolve("classes").toString()));
        try (Stream<Path> files = Files.walk(TEMPLATE.resolve("src/main/java"))) {
            files.filter(file -> file.toString().endsWith(".java")).forEach(file -> arguments.add(file.toString()));
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream messages = new ByteArrayOutputStream();
        int status = javac.run(null, messages, messages, arguments.toArray(new String[0]));
        assertEquals(0, status, "the template's bot compiles against the shipped api jar alone:\n" + messages);
    }

    @Test
    void folderHoldsTheJarTheLaunchersTheReadmeTheApiAndThePluginsFolderWithTheSampleBot() throws IOException {
        assertEquals(Set.of("katakuti.jar", "katakuti", "katakuti.cmd", "pbrain-katakuti", "pbrain-katakuti.cmd",
                "README.txt", "api", "plugins"), names(FOLDER));
        assertEquals(Set.of("sample-bot.jar"), names(FOLDER.resolve("plugins")), "the sample bot is shipped");
        String windows = Files.readString(FOLDER.resolve("katakuti.cmd"));
        assertTrue(windows.contains("\"%~dp0katakuti.jar\" %*"), "runs the jar next to it with every argument");
        assertTrue(windows.contains("\r\n"), "Windows line endings");
    }

    @Test
    void zipHoldsTheSameFolderAsKatakutiWithAnExecutableLauncher() throws IOException {
        Set<String> entries = new TreeSet<>();
        int launcherMode;
        try (ZipFile zip = ZipFile.builder().setPath(TARGET.resolve("katakuti-" + VERSION + ".zip")).get()) {
            for (ZipArchiveEntry entry : Collections.list(zip.getEntries())) {
                entries.add(entry.getName());
            }
            launcherMode = zip.getEntry("katakuti/katakuti").getUnixMode();
        }
        assertEquals(new TreeSet<>(Set.of("katakuti/", "katakuti/plugins/", "katakuti/katakuti.jar",
                "katakuti/katakuti", "katakuti/katakuti.cmd", "katakuti/pbrain-katakuti",
                "katakuti/pbrain-katakuti.cmd", "katakuti/README.txt", "katakuti/plugins/sample-bot.jar",
                "katakuti/api/", "katakuti/api/katakuti-api-" + BotApi.VERSION + ".jar")), entries);
        assertEquals(0755, launcherMode & 0777, "launcher mode " + Integer.toOctalString(launcherMode));
    }

    private static int classFileMajorVersion(InputStream in) throws IOException {
        try (DataInputStream data = new DataInputStream(in)) {
            data.readInt(); // 0xCAFEBABE
            data.readUnsignedShort(); // minor
            return data.readUnsignedShort();
        }
    }

    private static List<String> lines(InputStream in) throws IOException {
        List<String> lines = new ArrayList<>();
        for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
            String entry = line.replaceAll("#.*", "").trim();
            if (!entry.isEmpty()) {
                lines.add(entry);
            }
        }
        return lines;
    }

    private static Set<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            Set<String> names = new TreeSet<>();
            files.forEach(file -> names.add(file.getFileName().toString()));
            return names;
        }
    }

    private Run java(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toAbsolutePath().toString()));
        command.addAll(List.of(args));
        return run(new ProcessBuilder(command).directory(elsewhere.toFile()));
    }

    private Run run(ProcessBuilder builder) throws Exception {
        Path out = elsewhere.resolve("out.txt");
        Path err = elsewhere.resolve("err.txt");
        Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        process.getOutputStream().close();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError(builder.command() + " did not finish in 60 s");
        }
        return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
    }

    private record Run(int status, String out, String err) {
        @Override
        public String toString() {
            return "exit " + status + "\nstdout: " + out + "\nstderr: " + err;
        }
    }
}

package datasf.mcp.support;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.api.client.AWSLambda;
import com.amazonaws.services.lambda.runtime.serialization.PojoSerializer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.jar.JarFile;

/**
 * The shaded jar run the way a Java managed runtime (java21, java25) runs a function: a separate {@code java}
 * process whose classpath holds only AWS's runtime interface client (RIC), its serialization
 * library and aws-lambda-java-core; its main class is the RIC's {@code AWSLambda} with the
 * template's Handler string as argument; its working directory is the task root, whose
 * {@code lib/} holds the function's jar (where the Makefile puts it, and where the RIC's
 * CustomerClassLoader looks). JVM flags as the runtime's bootstrap sets them, notably
 * {@code -Dorg.crac.Core.Compat=com.amazonaws.services.lambda.crac}, which routes org.crac
 * registrations (SnapStart hooks) to the RIC, and the native Runtime API client's library path.
 * The JIT as each runtime sets it ({@link ManagedRuntime#jit}). The environment is Lambda's reserved
 * variables plus the template's variables at their defaults.
 */
public final class LambdaRuntimeProcess implements AutoCloseable {

    public static final String RIC_MAIN = "com.amazonaws.services.lambda.runtime.api.client.AWSLambda";

    /**
     * A Java managed runtime: its name in template.yaml and the JDK that stands for its JVM here.
     */
    public record ManagedRuntime(String name, Path javaHome) {

        /**
         * The JIT options the runtime's bootstrap gives the JVM. java17 and java21 stop tiered
         * compilation at C1 always; from java25 Lambda does so only where the function's init is on
         * the caller's path, and keeps the JVM's full JIT under SnapStart (and provisioned
         * concurrency), where init runs ahead of any caller (AWS Lambda's "Customize Java runtime
         * startup behavior").
         */
        public List<String> jit(String initializationType) {
            boolean c1Only = !name.equals("java25") || initializationType.equals("on-demand");
            return c1Only ? List.of("-XX:+TieredCompilation", "-XX:TieredStopAtLevel=1") : List.of();
        }

        @Override
        public String toString() {
            return name + " (" + javaHome + ")";
        }
    }

    private final Process process;
    private final Path output;

    private LambdaRuntimeProcess(Process process, Path output) {
        this.process = process;
        this.output = output;
    }

    /**
     * @param runtime the managed runtime to act as
     * @param jar the packaged function jar
     * @param workDir a scratch directory for the task root and the process's output
     * @param runtimeApi AWS_LAMBDA_RUNTIME_API (host:port of the emulator)
     * @param initializationType {@code on-demand} or {@code snap-start}
     * @param extraEnvironment variables a deployment would add (here: where Socrata is)
     */
    public static LambdaRuntimeProcess start(
            ManagedRuntime runtime,
            Path jar,
            Path workDir,
            String runtimeApi,
            String initializationType,
            Map<String, String> extraEnvironment)
            throws IOException {
        Path taskRoot = workDir.resolve("task");
        Files.createDirectories(taskRoot.resolve("lib"));
        Files.copy(jar, taskRoot.resolve("lib").resolve(jar.getFileName()), StandardCopyOption.REPLACE_EXISTING);
        Path jni = nativeClientLibrary(workDir);
        Path output = workDir.resolve("output.log");

        List<String> command = new ArrayList<>(
                List.of(runtime.javaHome().resolve("bin").resolve("java").toString(), "-Xmx512m", "-XX:+UseSerialGC"));
        command.addAll(runtime.jit(initializationType));
        command.addAll(List.of(
                "--add-opens=java.base/java.io=ALL-UNNAMED",
                "-Dorg.crac.Core.Compat=com.amazonaws.services.lambda.crac",
                "-Djava.net.preferIPv4Stack=true",
                "-XX:+ErrorFileToStderr",
                "-Dcom.amazonaws.services.lambda.runtime.api.client.runtimeapi.NativeClient.JNI=" + jni,
                "-classpath",
                String.join(
                        java.io.File.pathSeparator,
                        jarOf(Context.class),
                        jarOf(AWSLambda.class),
                        jarOf(PojoSerializer.class)),
                RIC_MAIN,
                SamTemplate.handler()));
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(taskRoot.toFile())
                .redirectErrorStream(true)
                .redirectOutput(output.toFile());
        Map<String, String> environment = builder.environment();
        environment.clear();
        environment.putAll(SamTemplate.defaultEnvironment());
        environment.putAll(Map.of(
                "AWS_LAMBDA_RUNTIME_API",
                runtimeApi,
                "_HANDLER",
                SamTemplate.handler(),
                "LAMBDA_TASK_ROOT",
                taskRoot.toString(),
                "AWS_EXECUTION_ENV",
                "AWS_Lambda_" + runtime.name(),
                "AWS_LAMBDA_INITIALIZATION_TYPE",
                initializationType,
                "AWS_LAMBDA_FUNCTION_NAME",
                "datasf-mcp-McpFunction",
                "AWS_LAMBDA_FUNCTION_VERSION",
                "1",
                "AWS_LAMBDA_FUNCTION_MEMORY_SIZE",
                String.valueOf(SamTemplate.function(SamTemplate.load()).get("MemorySize")),
                "AWS_REGION",
                "us-east-1",
                "AWS_DEFAULT_REGION",
                "us-east-1"));
        environment.putAll(Map.of(
                "AWS_LAMBDA_LOG_GROUP_NAME", "/datasf-mcp/datasf-mcp/function",
                "AWS_LAMBDA_LOG_STREAM_NAME", "2026/11/22/[1]0123456789abcdef",
                "TZ", ":UTC",
                "LANG", "en_US.UTF-8",
                "AWS_ACCESS_KEY_ID", "ASIATESTTESTTESTTEST",
                "AWS_SECRET_ACCESS_KEY", "test-secret-access-key",
                "AWS_SESSION_TOKEN", "test-session-token"));
        environment.putAll(extraEnvironment);
        return new LambdaRuntimeProcess(builder.start(), output);
    }

    /** Everything the process wrote (the function's log). */
    public String output() {
        try {
            return Files.exists(output) ? Files.readString(output, StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, java.util.concurrent.TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }

    /**
     * The RIC's JNI Runtime API client for this machine, unpacked from the RIC jar into
     * {@code workDir} (the managed runtime passes its path in the same system property; left to
     * itself the RIC would unpack it to a fixed path in /tmp shared by every process).
     */
    private static Path nativeClientLibrary(Path workDir) throws IOException {
        String arch = System.getProperty("os.arch").toLowerCase(Locale.ROOT);
        String name = "libaws-lambda-jni.linux-"
                + (arch.contains("aarch64") || arch.contains("arm64") ? "aarch_64" : "x86_64") + ".so";
        Path target = workDir.resolve(name);
        try (JarFile ric = new JarFile(jarOf(AWSLambda.class));
                InputStream in = ric.getInputStream(ric.getJarEntry("jni/" + name))) {
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
        }
        return target;
    }

    private static String jarOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .toURI())
                    .toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}

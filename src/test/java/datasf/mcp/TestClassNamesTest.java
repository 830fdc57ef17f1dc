package datasf.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Surefire runs the classes named {@code *Test} and failsafe those named {@code *IT}
 * (docs/testing.md): a class of tests or properties named otherwise would compile and never run.
 */
class TestClassNamesTest {

    private static final Set<String> TEST_ANNOTATIONS = Set.of(
            "org.junit.jupiter.api.Test",
            "org.junit.jupiter.api.RepeatedTest",
            "org.junit.jupiter.api.TestFactory",
            "org.junit.jupiter.params.ParameterizedTest",
            "net.jqwik.api.Property",
            "net.jqwik.api.Example",
            "com.tngtech.archunit.junit.ArchTest");

    @Test
    void everyClassWithTestsOrPropertiesIsNamedSoTheBuildRunsIt() throws Exception {
        Path classes = Path.of(TestClassNamesTest.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
        List<String> misnamed = new ArrayList<>();
        int withTests = 0;
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                String name = classes.relativize(file)
                        .toString()
                        .replace(file.getFileSystem().getSeparator(), ".")
                        .replaceAll("\\.class$", "");
                Class<?> type = Class.forName(name, false, getClass().getClassLoader());
                if (!hasTests(type)) {
                    continue;
                }
                withTests++;
                String topLevel = name.contains("$") ? name.substring(0, name.indexOf('$')) : name;
                if (!topLevel.endsWith("Test") && !topLevel.endsWith("IT")) {
                    misnamed.add(name);
                }
            }
        }
        assertTrue(withTests > 50, "found only " + withTests + " test classes under " + classes);
        assertEquals(List.of(), misnamed, "name them *Test (jqwik properties: *PropertyTest), or *IT for failsafe");
    }

    private static boolean hasTests(Class<?> type) {
        return Stream.concat(Stream.of(type.getDeclaredMethods()), Stream.of(type.getDeclaredFields()))
                .anyMatch(TestClassNamesTest::isTest);
    }

    private static boolean isTest(AnnotatedElement element) {
        for (Annotation annotation : element.getAnnotations()) {
            if (TEST_ANNOTATIONS.contains(annotation.annotationType().getName())) {
                return true;
            }
        }
        return false;
    }
}

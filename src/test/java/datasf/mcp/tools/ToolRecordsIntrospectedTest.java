package datasf.mcp.tools;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.micronaut.core.annotation.Introspected;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every tool's input record is {@link Introspected}, and so is every record an input holds (an
 * aggregate's metrics): Micronaut validates an input through its introspection only, so an input
 * without one compiles, and then every call of the tool fails at its validation, the cause in a log
 * line, found by the tests that start the server tens of seconds later. Read from the compiled
 * classes, without starting the server: it fails in seconds and names the record. Output records
 * need none: Jackson writes them from their accessors and their schema is read from their
 * components, so nothing would read an introspection of theirs.
 */
class ToolRecordsIntrospectedTest {

    @Test
    void everyToolsInputRecordIsIntrospected() {
        List<Class<?>> tools = new ArrayList<>();
        for (JavaClass type : new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("datasf.mcp")) {
            if (type.isAssignableTo(McpTool.class)
                    && !type.isInterface()
                    && !type.getModifiers().contains(JavaModifier.ABSTRACT)) {
                tools.add(type.reflect());
            }
        }
        assertTrue(tools.size() >= 7, "the tools: " + tools);
        Set<String> missing = new LinkedHashSet<>();
        for (Class<?> tool : tools) {
            checkInput(inputOf(tool), tool, missing);
        }
        assertTrue(
                missing.isEmpty(),
                "add @Introspected (io.micronaut.core.annotation) to:\n" + String.join("\n", missing));
    }

    /** The input record and every record it holds, however deep (in a list too). */
    private static void checkInput(Class<?> record, Class<?> tool, Set<String> missing) {
        if (!record.isAnnotationPresent(Introspected.class)) {
            missing.add(record.getName() + " (input of " + tool.getSimpleName() + ")");
        }
        for (RecordComponent component : record.getRecordComponents()) {
            for (Class<?> held : recordsIn(component.getGenericType())) {
                checkInput(held, tool, missing);
            }
        }
    }

    private static List<Class<?>> recordsIn(Type type) {
        List<Class<?>> records = new ArrayList<>();
        if (type instanceof Class<?> plain && plain.isRecord()) {
            records.add(plain);
        } else if (type instanceof ParameterizedType parameterized) {
            for (Type argument : parameterized.getActualTypeArguments()) {
                records.addAll(recordsIn(argument));
            }
        }
        return records;
    }

    /** The tool's input type: the first argument of the McpTool it is, through its superclasses. */
    private static Class<?> inputOf(Class<?> tool) {
        for (Class<?> type = tool; type != null; type = type.getSuperclass()) {
            List<Type> supertypes = new ArrayList<>(List.of(type.getGenericInterfaces()));
            supertypes.add(type.getGenericSuperclass());
            for (Type supertype : supertypes) {
                if (supertype instanceof ParameterizedType parameterized
                        && McpTool.class.isAssignableFrom((Class<?>) parameterized.getRawType())
                        && parameterized.getActualTypeArguments().length == 2
                        && parameterized.getActualTypeArguments()[0] instanceof Class<?>) {
                    return (Class<?>) parameterized.getActualTypeArguments()[0];
                }
            }
        }
        throw new AssertionError(tool + " declares no input record");
    }
}

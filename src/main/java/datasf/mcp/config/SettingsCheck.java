package datasf.mcp.config;

import io.micronaut.context.BeanContext;
import io.micronaut.context.annotation.ConfigurationReader;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.env.Environment;
import io.micronaut.context.env.EnvironmentPropertySource;
import io.micronaut.core.annotation.Order;
import io.micronaut.core.convert.ConversionContext;
import io.micronaut.core.naming.NameUtils;
import io.micronaut.core.order.Ordered;
import io.micronaut.core.type.Argument;
import io.micronaut.inject.BeanDefinition;
import io.micronaut.inject.qualifiers.Qualifiers;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.StreamSupport;

/**
 * Builds every configuration record of this server when the context starts, so a value a record
 * refuses (a timeout of 0s, an unknown time zone) stops the function's init with the record's
 * message, which names the variable and the rule, instead of failing every later request with
 * a 500 when the bean is first needed.
 *
 * <p>First, every value set for a record is checked to be readable as its type: Micronaut binds a
 * value it cannot convert (DATASF_PRIMING_ROUNDS=ten) as the {@code @Bindable} default, and any word
 * but true as false (DATASF_PRIMING_ENABLED=yes), without a word, so without this a mistyped
 * setting would silently be the default. Before that, every {@code DATASF_*} environment variable
 * must be one of the records' settings ({@link UnknownSettings}): a misspelt name would be ignored
 * just as silently.
 */
@Context
@Order(Ordered.HIGHEST_PRECEDENCE) // before the other beans built at startup, which log as they start
final class SettingsCheck {

    SettingsCheck(BeanContext context, Environment environment) {
        List<BeanDefinition<?>> records =
                context.getBeanDefinitions(Qualifiers.byStereotype(ConfigurationReader.class)).stream()
                        .filter(definition -> definition.getBeanType().getName().startsWith("datasf.mcp."))
                        .toList();
        Set<String> known = new HashSet<>();
        records.forEach(definition -> properties(definition).forEach(p -> known.add(Settings.variable(p))));
        UnknownSettings.firstUnknown(variables(environment), known).ifPresent(refusal -> {
            throw refusal;
        });
        for (BeanDefinition<?> definition : records) {
            requireReadable(definition, environment);
            context.getBean(definition);
        }
    }

    /** The names of the process's environment variables, as Micronaut read them. */
    private static List<String> variables(Environment environment) {
        return environment.getPropertySources().stream()
                .filter(source -> EnvironmentPropertySource.NAME.equals(source.getName()))
                .flatMap(source -> StreamSupport.stream(source.spliterator(), false))
                .toList();
    }

    /** The properties a record reads: its prefix and each constructor argument's name, hyphenated. */
    private static List<String> properties(BeanDefinition<?> definition) {
        Optional<String> prefix = definition.stringValue(ConfigurationReader.class, ConfigurationReader.PREFIX);
        if (prefix.isEmpty()) {
            return List.of();
        }
        return Arrays.stream(definition.getConstructor().getArguments())
                .map(argument -> prefix.get() + "." + NameUtils.hyphenate(argument.getName()))
                .toList();
    }

    private static void requireReadable(BeanDefinition<?> definition, Environment environment) {
        Argument<?>[] arguments = definition.getConstructor().getArguments();
        List<String> properties = properties(definition);
        for (int i = 0; i < properties.size(); i++) {
            Argument<?> argument = arguments[i];
            String property = properties.get(i);
            Optional<String> written = environment.getProperty(property, String.class);
            if (written.isPresent() && !written.get().isBlank() && !readable(environment, property, argument)) {
                throw new InvalidSettingException(property, kind(argument.getType()), written.get());
            }
        }
    }

    /**
     * Whether the written value converts to the argument's type. A boolean takes only true or false:
     * Micronaut reads any other word as false, so DATASF_PRIMING_ENABLED=yes would be off silently.
     */
    private static boolean readable(Environment environment, String property, Argument<?> argument) {
        Class<?> type = argument.getType();
        if (type == boolean.class || type == Boolean.class) {
            return environment
                    .getProperty(property, String.class)
                    .map(value -> value.strip().equalsIgnoreCase("true")
                            || value.strip().equalsIgnoreCase("false"))
                    .orElse(true);
        }
        return environment.getProperty(property, ConversionContext.of(argument)).isPresent();
    }

    private static String kind(Class<?> type) {
        if (type == int.class || type == long.class || type == Integer.class || type == Long.class) {
            return "a whole number";
        }
        if (type == double.class || type == Double.class) {
            return "a number";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        return type == java.time.Duration.class ? "a duration such as 30s or 5m" : "a " + type.getSimpleName();
    }
}

package datasf.mcp.config;

import io.micronaut.context.BeanContext;
import io.micronaut.context.annotation.ConfigurationReader;
import io.micronaut.context.annotation.Context;
import io.micronaut.inject.BeanDefinition;
import io.micronaut.inject.qualifiers.Qualifiers;

/**
 * Builds every configuration record of this server when the context starts, so a value a record
 * refuses (a timeout of 0s, an unknown time zone) stops the function's init with the record's
 * message, which names the variable and the rule, instead of failing every later request with
 * a 500 when the bean is first needed.
 */
@Context
final class SettingsCheck {

    SettingsCheck(BeanContext context) {
        for (BeanDefinition<?> definition : context.getBeanDefinitions(Qualifiers.byStereotype(ConfigurationReader.class))) {
            if (definition.getBeanType().getName().startsWith("datasf.mcp.")) {
                context.getBean(definition);
            }
        }
    }
}

package datasf.mcp.json;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Derives a JSON Schema (draft 2020-12 subset) from a record, so a tool's declared input and
 * output schemas can never drift from the records the code actually binds and returns.
 *
 * <p>JSON names come from {@link JsonProperty}; descriptions from {@link Description}; the Jakarta
 * constraints the validator enforces ({@code @NotNull/@NotBlank/@NotEmpty}, {@code @Size},
 * {@code @Pattern}, {@code @Min/@Max}) are mirrored as {@code required}, length, pattern and range
 * keywords, so the client sees the same rules the server checks. A record component marked
 * {@link JsonUnwrapped} contributes its own record's properties in its place, less those its
 * {@link JsonIgnoreProperties} leaves out, as Jackson writes them.
 */
public final class RecordJsonSchema {

    private RecordJsonSchema() {}

    /** Schema for a tool's input: unknown arguments are rejected, so the schema says so. */
    public static Map<String, Object> forInput(Class<? extends Record> type) {
        Map<String, Object> schema = objectSchema(type);
        schema.put("additionalProperties", false);
        return schema;
    }

    /** Schema for a tool's output ({@code structuredContent}). */
    public static Map<String, Object> forOutput(Class<? extends Record> type) {
        return objectSchema(type);
    }

    /** Sets {@code maximum} on the named integer properties (limits that come from configuration). */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> withMaximums(Map<String, Object> schema, Map<String, Integer> maximums) {
        Map<String, Object> properties = (Map<String, Object>) schema.get("properties");
        maximums.forEach((name, max) -> {
            Object property = properties.get(name);
            if (property instanceof Map<?, ?> map) {
                ((Map<String, Object>) map).put("maximum", max);
            }
        });
        return schema;
    }

    /** The JSON name of a record component: its {@code @JsonProperty} value, else its own name. */
    public static String jsonName(RecordComponent component) {
        JsonProperty property = component.getAnnotation(JsonProperty.class);
        if (property == null) {
            property = component.getAccessor().getAnnotation(JsonProperty.class);
        }
        return property != null && !property.value().isEmpty() ? property.value() : component.getName();
    }

    private static Map<String, Object> objectSchema(Class<?> type) {
        Map<String, Object> properties = new LinkedHashMap<>();
        List<String> required = new ArrayList<>();
        addProperties(type, Set.of(), properties, required);
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("type", "object");
        schema.put("properties", properties);
        if (!required.isEmpty()) {
            schema.put("required", required);
        }
        return schema;
    }

    private static void addProperties(
            Class<?> type, Set<String> ignored, Map<String, Object> properties, List<String> required) {
        for (RecordComponent component : type.getRecordComponents()) {
            String name = jsonName(component);
            if (ignored.contains(name)) {
                continue;
            }
            if (annotation(component, JsonUnwrapped.class) != null
                    && component.getType().isRecord()) {
                JsonIgnoreProperties leftOut = annotation(component, JsonIgnoreProperties.class);
                addProperties(
                        component.getType(),
                        leftOut == null ? Set.of() : Set.of(leftOut.value()),
                        properties,
                        required);
                continue;
            }
            properties.put(name, componentSchema(component));
            if (isRequired(component)) {
                required.add(name);
            }
        }
    }

    private static boolean isRequired(RecordComponent component) {
        return component.getType().isPrimitive()
                || has(component, NotNull.class)
                || has(component, NotBlank.class)
                || has(component, NotEmpty.class);
    }

    private static Map<String, Object> componentSchema(RecordComponent component) {
        Map<String, Object> schema = typeSchema(component.getGenericType());
        Description description = annotation(component, Description.class);
        if (description != null) {
            schema.put("description", description.value());
        }
        boolean isString = "string".equals(schema.get("type"));
        Size size = annotation(component, Size.class);
        if (size != null) {
            if (size.min() > 0) {
                schema.put(isString ? "minLength" : "minItems", size.min());
            }
            if (size.max() < Integer.MAX_VALUE) {
                schema.put(isString ? "maxLength" : "maxItems", size.max());
            }
        }
        if (isString
                && (has(component, NotBlank.class) || has(component, NotEmpty.class))
                && !schema.containsKey("minLength")) {
            schema.put("minLength", 1);
        }
        Pattern pattern = annotation(component, Pattern.class);
        if (pattern != null) {
            schema.put("pattern", pattern.regexp());
        }
        Min min = annotation(component, Min.class);
        if (min != null) {
            schema.put("minimum", min.value());
        }
        Max max = annotation(component, Max.class);
        if (max != null) {
            schema.put("maximum", max.value());
        }
        return schema;
    }

    private static Map<String, Object> typeSchema(Type type) {
        Map<String, Object> schema = new LinkedHashMap<>();
        if (type instanceof ParameterizedType parameterized) {
            Class<?> raw = (Class<?>) parameterized.getRawType();
            if (Collection.class.isAssignableFrom(raw)) {
                schema.put("type", "array");
                schema.put("items", typeSchema(parameterized.getActualTypeArguments()[0]));
            } else if (Map.class.isAssignableFrom(raw)) {
                schema.put("type", "object");
            }
            return schema;
        }
        Class<?> cls = (Class<?>) type;
        if (cls == String.class) {
            schema.put("type", "string");
        } else if (cls == int.class || cls == Integer.class || cls == long.class || cls == Long.class) {
            schema.put("type", "integer");
        } else if (cls == double.class || cls == Double.class || cls == float.class || cls == Float.class) {
            schema.put("type", "number");
        } else if (cls == boolean.class || cls == Boolean.class) {
            schema.put("type", "boolean");
        } else if (cls.isEnum()) {
            schema.put("type", "string");
            List<String> values = new ArrayList<>();
            for (Object constant : cls.getEnumConstants()) {
                values.add(constant.toString());
            }
            schema.put("enum", values);
        } else if (cls.isRecord()) {
            schema.putAll(objectSchema(cls));
        } else if (cls == RawObject.class) {
            schema.put("type", "object"); // a row, written once
        }
        // Object and anything else: no constraint (a row cell may be a string, number, object...)
        return schema;
    }

    private static boolean has(RecordComponent component, Class<? extends java.lang.annotation.Annotation> a) {
        return annotation(component, a) != null;
    }

    /** Record component annotations land on the component, the accessor or the field, by target. */
    private static <A extends java.lang.annotation.Annotation> A annotation(RecordComponent component, Class<A> type) {
        for (AnnotatedElement element : new AnnotatedElement[] {component, component.getAccessor()}) {
            A found = element.getAnnotation(type);
            if (found != null) {
                return found;
            }
        }
        try {
            return component
                    .getDeclaringRecord()
                    .getDeclaredField(component.getName())
                    .getAnnotation(type);
        } catch (NoSuchFieldException e) {
            return null;
        }
    }
}

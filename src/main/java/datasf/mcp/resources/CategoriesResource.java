package datasf.mcp.resources;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.catalog.CategoryCatalog;
import datasf.mcp.errors.ErrorType;
import datasf.mcp.errors.ToolException;
import io.modelcontextprotocol.server.McpStatelessServerFeatures;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Map;

/** {@code datasf://categories}: the portal's categories with their dataset counts. */
@Singleton
public class CategoriesResource implements McpResource {

    static final String URI = "datasf://categories";

    private final CategoryCatalog categories;
    private final ObjectMapper mapper;

    public CategoriesResource(CategoryCatalog categories, ObjectMapper mapper) {
        this.categories = categories;
        this.mapper = mapper;
    }

    @Override
    public McpStatelessServerFeatures.SyncResourceSpecification specification() {
        McpSchema.Resource resource = McpSchema.Resource.builder()
                .uri(URI)
                .name("categories")
                .title("DataSF categories")
                .description("The portal's dataset categories with counts; filter list_datasf by one")
                .mimeType("application/json")
                .build();
        return new McpStatelessServerFeatures.SyncResourceSpecification(resource, (context, request) -> read());
    }

    McpSchema.ReadResourceResult read() {
        List<CategoryCatalog.Category> list = CategoryCatalog.await(categories.categories());
        if (list.isEmpty()) {
            throw ResourceErrors.of(
                    new ToolException(ErrorType.API_ERROR, "Categories are not available right now; try again"), URI);
        }
        try {
            String json = mapper.writeValueAsString(Map.of("categories", list));
            return new McpSchema.ReadResourceResult(
                    List.of(new McpSchema.TextResourceContents(URI, "application/json", json)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("categories could not be written", e);
        }
    }
}

# Used by `sam build` (template.yaml: Metadata.BuildMethod: makefile). Builds the one shaded jar
# with the Maven Wrapper and places it where the Java runtime loads it (lib/ on the classpath).
build-McpFunction:
	./mvnw -B -q -DskipTests package
	mkdir -p "$(ARTIFACTS_DIR)/lib"
	cp target/datasf-mcp.jar "$(ARTIFACTS_DIR)/lib/"

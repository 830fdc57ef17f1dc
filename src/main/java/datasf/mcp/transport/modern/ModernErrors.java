package datasf.mcp.transport.modern;

/** A handler's JSON-RPC error as the modern era codes it. */
public final class ModernErrors {

    /** The 2025 revisions' code for a resource that does not exist; 2026-07-28 may not emit it. */
    static final int LEGACY_RESOURCE_NOT_FOUND = -32002;

    private ModernErrors() {}

    /** 2026-07-28 answers a missing resource with -32602 (Invalid params), data {uri}. */
    public static int code(int handlerCode) {
        return handlerCode == LEGACY_RESOURCE_NOT_FOUND ? RpcFailure.INVALID_PARAMS : handlerCode;
    }
}

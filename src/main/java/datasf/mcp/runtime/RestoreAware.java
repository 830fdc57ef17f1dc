package datasf.mcp.runtime;

/**
 * A bean that must refresh what it holds when a SnapStart snapshot is restored: connections
 * opened before the snapshot are dead in the restored copy, and cached secrets may have rotated
 * since it was taken. The Lambda handler calls every such bean after a restore.
 */
public interface RestoreAware {

    void afterRestore();
}
